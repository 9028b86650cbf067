import type { Dictionary } from '../i18n/dictionary';
import { dictionaries } from '../i18n/dictionaries';
import { useLanguage } from './use-preferences';

/** The dictionary of the current language; components read `t.header.home` etc. */
export function useT(): Dictionary {
  return dictionaries[useLanguage()];
}
