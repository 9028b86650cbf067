import type { Language } from '@site/shared/contract';
import { isLanguage, resolveLanguage } from '@site/shared/state';

/**
 * Which language an offline navigation is answered in, and under which key the page side
 * stored that route's HTML (the contract of OFFLINE_PAGES_CACHE in '@site/shared/offline-names').
 * Pure, so the worker's choices are unit-tested without a browser.
 */

/**
 * The language of a page opened with no network (docs/service-worker.md#what-it-answers): the
 * site's one language rule over what the worker has: the URL's `?lang=`, the session cookie, the
 * browser's preferred languages.
 */
export function visitorLanguage(url: URL, cookieLanguage: string | null | undefined, preferred: readonly string[]): Language {
  return resolveLanguage({ asked: url.searchParams.get('lang'), chosen: cookieLanguage, preferred });
}

/** `/services/` and `/services` are one route; the root stays `/`. */
function routePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The key of a route's stored HTML: `${origin}${path}?lang=${lang}`; other query parameters are not part of it. */
export function storedPageKey(url: URL, lang: Language): string {
  return `${url.origin}${routePath(url.pathname)}?lang=${lang}`;
}

/** A stored page's key read back: its path and language (null for a key not in this shape). */
export function parseStoredPageKey(key: string): { path: string; lang: Language } | null {
  let url: URL;
  try {
    url = new URL(key);
  } catch {
    return null;
  }
  const lang = url.searchParams.get('lang');
  return isLanguage(lang) ? { path: url.pathname, lang } : null;
}
