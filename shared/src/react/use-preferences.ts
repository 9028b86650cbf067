import type { Direction, Language } from '../state/language';
import { direction, language } from '../state/language';
import type { Theme } from '../state/theme';
import { DEFAULT_THEME, theme } from '../state/theme';
import { useSignalValue } from './use-signal';

export function useLanguage(): Language {
  return useSignalValue(language);
}

export function useDirection(): Direction {
  return useSignalValue(direction);
}

/**
 * The theme. Server-rendered pages are theme-neutral (the boot script applies the stored
 * theme before the first paint): the server renders the default, and so does hydration, then
 * the browser's own value follows at once. (A production React leaves an attribute that
 * differs at hydration as the server wrote it: a label rendered for the stored theme during
 * hydration would stay wrong.)
 */
export function useTheme(): Theme {
  return useSignalValue(theme, DEFAULT_THEME);
}
