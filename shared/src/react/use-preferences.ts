import { type Direction, direction, directionOf, language, renderedLanguage, type Theme, DEFAULT_THEME, theme } from '@site/shared/state';
import type { Language } from '@site/shared/contract';
import { usePreferenceScope } from './preference-scope';
import { useSignalValue } from './use-signal';

/**
 * The page's language. Hydration renders the language of the server's HTML first (React's
 * server snapshot), then the current one at once: a switch made before a slot hydrated costs
 * no mismatch.
 */
export function useLanguage(): Language {
  const scope = usePreferenceScope();
  const page = useSignalValue(language, renderedLanguage());
  return scope ? scope.language : page;
}

export function useDirection(): Direction {
  const scope = usePreferenceScope();
  const rendered = renderedLanguage();
  const page = useSignalValue(direction, rendered && directionOf(rendered));
  return scope ? directionOf(scope.language) : page;
}

/**
 * The theme. Server-rendered pages are theme-neutral (the boot script applies the stored
 * theme before the first paint): the server renders the default, and so does hydration, then
 * the browser's own value follows at once. (A production React leaves an attribute that
 * differs at hydration as the server wrote it: a label rendered for the stored theme during
 * hydration would stay wrong.)
 */
export function useTheme(): Theme {
  const scope = usePreferenceScope();
  const page = useSignalValue(theme, DEFAULT_THEME);
  return scope ? scope.theme : page;
}
