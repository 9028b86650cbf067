import type { Language } from '@site/shared/contract';

export const LANGUAGES: readonly Language[] = ['ar', 'en'];
export const DEFAULT_LANGUAGE: Language = 'ar';

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

/**
 * What a language can be decided from, strongest first. Each caller reads the sources it has
 * (docs/product.md#the-language-rule): the server's render and the API from the request, the
 * service worker from the navigation, the browser from its page.
 */
export interface LanguageSources {
  /**
   * What the request asks for itself: the address's `?lang=` (links carry it), a submission's
   * `language`. The site's paths carry no language, so the address is its query.
   */
  asked?: string | null | undefined;
  /**
   * The visitor's choice for this browser session: session storage in the browser, and the
   * `language` cookie that mirrors it (`cookie-sync.ts`) on the server and in the service worker.
   */
  chosen?: string | null | undefined;
  /** The browser's preferred languages: `navigator.languages`, or `Accept-Language` read by `acceptedLanguages`. */
  preferred?: readonly string[];
}

/** Arabic if any preferred language starts with `ar`, else English if any starts with `en`, else Arabic. */
function languageFromPreferences(preferred: readonly string[]): Language {
  const lower = preferred.map((tag) => tag.toLowerCase());
  if (lower.some((tag) => tag.startsWith('ar'))) return 'ar';
  if (lower.some((tag) => tag.startsWith('en'))) return 'en';
  return DEFAULT_LANGUAGE;
}

/**
 * The one language rule of the site: what the request asks for, else the visitor's choice for
 * the session, else the browser's preferences, else Arabic. A value that is not a language of
 * the site counts as absent.
 */
export function resolveLanguage({ asked, chosen, preferred = [] }: LanguageSources): Language {
  if (isLanguage(asked)) return asked;
  if (isLanguage(chosen)) return chosen;
  return languageFromPreferences(preferred);
}

/** An `Accept-Language` header as preferred languages: its tags in the order written, those refused (`q=0`) left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/i.test(param)))
    .map(([tag = '']) => tag.trim())
    .filter(Boolean);
}
