import { use } from 'react';
import { noteTextPackUsed } from '../api/first-screen';
import type { CoreTexts, ScreenTexts } from '../i18n/dictionary';
import { loadTexts, texts } from '../i18n/dictionaries';
import { language } from '../state/language';
import { useSignalValue } from './use-signal';

/** The core texts of the current language (the host loads them before any app mounts); components read `t.header.home` etc. */
export function useT(): CoreTexts {
  return useSignalValue(texts);
}

/**
 * The texts of the screens after the first one, in the current language. The first component
 * that asks suspends until they are loaded (wrap screens in `<Suspense>`); every later one,
 * and every language switch (which loads them first), finds them ready.
 */
export function useScreenTexts(): ScreenTexts {
  // A server render notes it, so the browser loads this pack before it hydrates the page.
  noteTextPackUsed('screens');
  return use(loadTexts(useSignalValue(language), 'screens'));
}
