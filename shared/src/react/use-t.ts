import type { Dictionary } from '../i18n/dictionary';
import { texts } from '../i18n/dictionaries';
import { useSignalValue } from './use-signal';

/** The dictionary of the current language; components read `t.header.home` etc. */
export function useT(): Dictionary {
  return useSignalValue(texts);
}
