import type { Language } from '@site/shared/contract';
import { language, setLanguage } from '@site/shared/state';
import { loadTexts, textPacksInUse } from './dictionaries';

/**
 * Loads every pack of texts this page uses (see dictionaries.ts) in a language: what a switch
 * to it needs. The language switcher calls it on hover or focus, ahead of the click.
 */
export function loadTextsInUse(lang: Language): Promise<unknown> {
  return Promise.all(textPacksInUse().map((pack) => loadTexts(lang, pack)));
}

/** The latest switch asked for: while its texts load, a later switch replaces it. */
let latest: { readonly target: Language } | undefined;

/**
 * Switches the page's language once its texts are loaded, so direction and texts change in
 * the same frame. The last switch asked for wins: one superseded while its texts were loading
 * does nothing when they arrive. Resolves true when this call switched; false when it was
 * superseded, or when the texts could not be loaded (the language then stays as it is).
 */
export async function switchLanguage(next: Language): Promise<boolean> {
  const request = { target: next };
  latest = request;
  try {
    await loadTextsInUse(next);
  } catch (error) {
    if (latest === request) latest = undefined;
    console.error(`[@site/shared] the ${next} texts could not be loaded; keeping the current language.`, error);
    return false;
  }
  if (latest !== request) return false;
  latest = undefined;
  setLanguage(next);
  return true;
}

/**
 * The switcher's click: the other language than the one shown, or than the one being loaded,
 * so two quick clicks come back where they started rather than both asking for the same one.
 */
export function toggleLanguage(): Promise<boolean> {
  const from = latest?.target ?? language.peek();
  return switchLanguage(from === 'ar' ? 'en' : 'ar');
}
