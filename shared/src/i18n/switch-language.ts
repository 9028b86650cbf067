import type { Language } from '../contract/envelope';
import { language, setLanguage } from '../state/language';
import { loadTexts, textPacksInUse } from './dictionaries';

/**
 * Loads every pack of texts this page uses (see dictionaries.ts) in a language: what a switch
 * to it needs. The language switcher calls it on hover or focus, ahead of the click.
 */
export function loadTextsInUse(lang: Language): Promise<unknown> {
  return Promise.all(textPacksInUse().map((pack) => loadTexts(lang, pack)));
}

/**
 * Switches the page's language once its texts are loaded, so direction and texts change in
 * the same frame. Resolves false (and keeps the current language) when they cannot be loaded.
 */
export async function switchLanguage(next: Language): Promise<boolean> {
  try {
    await loadTextsInUse(next);
  } catch (error) {
    console.error(`[@site/shared] the ${next} texts could not be loaded; keeping the current language.`, error);
    return false;
  }
  setLanguage(next);
  return true;
}

export function toggleLanguage(): Promise<boolean> {
  return switchLanguage(language.peek() === 'ar' ? 'en' : 'ar');
}
