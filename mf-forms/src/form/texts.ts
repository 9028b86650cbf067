import { loadTexts, useLanguage, useScreenTexts, type ScreenTexts } from '@site/shared';
import { use } from 'react';

/**
 * The screens texts for a block shown on another section's page (the footer's newsletter box,
 * the home page's contact form). `useScreenTexts` would mark the pack as one the page needs
 * before it hydrates, so every page with a footer would download two thirds of the site's texts
 * up front; a block hydrates only when it comes near the viewport, and waits for the pack then
 * (its server HTML stays meanwhile). The server has every pack loaded: it renders at once.
 */
export function useBlockTexts(): ScreenTexts {
  return use(loadTexts(useLanguage(), 'screens'));
}

/** The screens texts of this app's own page (/consultation): the page brings them. */
export const usePageTexts = useScreenTexts;
