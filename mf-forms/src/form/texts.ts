import { loadTexts, type FormTexts } from '@site/shared/i18n';
import { useLanguage, useTextPack } from '@site/shared/react';
import { use } from 'react';

/**
 * The forms' texts for a block shown on another section's page (the footer's newsletter box,
 * the home page's contact form, the consultation widget). `useTextPack` would mark the pack as
 * one the page needs before it hydrates, so every page with a footer would download it up front;
 * a block hydrates only when it comes near the viewport, and waits for the pack then (its server
 * HTML stays meanwhile). The server has every pack loaded: it renders at once.
 */
export function useBlockTexts(): FormTexts {
  return use(loadTexts(useLanguage(), 'forms'));
}

/** The forms' texts on this app's own page (/consultation): the page brings them. */
export function usePageTexts(): FormTexts {
  return useTextPack('forms');
}
