import { createContext, useContext } from 'react';
import type { Language } from '@site/shared/contract';
import type { Theme } from '@site/shared/state';

/**
 * The language and theme of one part of a page that is not the site's own: an embedded widget on
 * a partner page, where two widgets may show two languages and nothing may touch the partner's
 * `<html>`, storage, cookies or URL. Inside a scope, `useLanguage`, `useDirection`, `useTheme`,
 * `useT` and every hook built on them (`useQuery`, `useScreenTexts`) read the scope instead of
 * the page's signals; `siteOrigin` makes `SiteLink` open the site itself in a new tab.
 * Outside one (the whole site) nothing changes.
 */
export interface PreferenceScope {
  language: Language;
  theme: Theme;
  /** the site's origin (`https://nasaq.example`): links go there, in a new tab */
  siteOrigin: string;
}

export const PreferenceScopeContext = createContext<PreferenceScope | null>(null);

/** The scope this component renders in, or null on the site's own pages. */
export function usePreferenceScope(): PreferenceScope | null {
  return useContext(PreferenceScopeContext);
}

/** The pieces of an embedded widget a partner may style with `::part()` (docs/embedding.md#styling): a public API. */
export type WidgetPart = 'card' | 'image' | 'title' | 'button' | 'input' | 'label' | 'error';

/**
 * `part` names for a component's pieces when it renders in an embedded widget
 * (`nasaq-portfolio::part(card)`), and nothing on the site's own pages, where `part` is no HTML
 * attribute: `<article part={part('card')}>`.
 */
export function usePart(): (name: WidgetPart) => WidgetPart | undefined {
  const embedded = usePreferenceScope() !== null;
  return (name) => (embedded ? name : undefined);
}
