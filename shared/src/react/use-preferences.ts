import type { Direction, Language } from '../state/language';
import { direction, language } from '../state/language';
import type { Theme } from '../state/theme';
import { theme } from '../state/theme';
import { useSignalValue } from './use-signal';

export function useLanguage(): Language {
  return useSignalValue(language);
}

export function useDirection(): Direction {
  return useSignalValue(direction);
}

export function useTheme(): Theme {
  return useSignalValue(theme);
}
