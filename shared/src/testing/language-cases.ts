import type { Language } from '@site/shared/contract';

/**
 * The language rule's precedence as one table (docs/product.md#the-language-rule), which every
 * caller of `resolveLanguage` runs with its own sources: the server's render and the API read the
 * request (`?lang=`, the `language` cookie, `Accept-Language`), the browser its page (the URL,
 * session storage, `navigator.languages`), the service worker the navigation. One rule, so one
 * expected language per case, whoever asks.
 */
export interface LanguageCase {
  /** `?lang=` */
  asked?: string;
  /** the session's choice: the cookie on the server, session storage in the browser */
  chosen?: string;
  /** the browser's preferred languages, in order (`Accept-Language` is them joined with commas) */
  preferred?: readonly string[];
  expected: Language;
}

export const languageCases: readonly LanguageCase[] = [
  { asked: 'en', chosen: 'ar', preferred: ['ar'], expected: 'en' },
  { asked: 'ar', chosen: 'en', preferred: ['en-US'], expected: 'ar' },
  { asked: 'fr', chosen: 'en', preferred: ['ar'], expected: 'en' },
  { chosen: 'en', preferred: ['ar-EG'], expected: 'en' },
  { chosen: 'ar', preferred: ['en'], expected: 'ar' },
  { chosen: 'fr', preferred: ['fr', 'en-GB'], expected: 'en' },
  { preferred: ['en-US', 'ar'], expected: 'ar' },
  { preferred: ['fr-FR', 'EN'], expected: 'en' },
  { preferred: ['en-US'], expected: 'en' },
  { preferred: ['de'], expected: 'ar' },
  { expected: 'ar' },
];

/** A case in words, for test names: `?lang=en, chosen ar, prefers [ar] → en`. */
export function describeCase({ asked, chosen, preferred, expected }: LanguageCase): string {
  const parts = [asked && `?lang=${asked}`, chosen && `chosen ${chosen}`, preferred && `prefers [${preferred.join(', ')}]`].filter(Boolean);
  return `${parts.join(', ') || 'nothing'} → ${expected}`;
}
