import type { Language } from '../contract/envelope';
import { language, setLanguage } from '../state/language';
import { loadTexts } from './dictionaries';

/**
 * Switches the page's language once its texts are loaded, so direction and texts change in
 * the same frame. Resolves false (and keeps the current language) when they cannot be loaded.
 */
export async function switchLanguage(next: Language): Promise<boolean> {
  try {
    await loadTexts(next);
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
