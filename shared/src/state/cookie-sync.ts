import { effect } from '@preact/signals-core';
import { LANGUAGE_COOKIE } from './keys';
import { language } from './language';

/**
 * Mirrors the language into a session cookie, beside its session storage (docs/product.md#stored-preferences):
 * the server reads it to render the next page in the same language. Only the full site calls
 * this; an embedded widget must not set cookies on its partner's site. Returns the disposer.
 */
export function syncLanguageCookie(doc: Document): () => void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  return effect(() => {
    try {
      doc.cookie = `${LANGUAGE_COOKIE}=${language.value}; Path=/; SameSite=Lax${secure}`;
    } catch {
      // Cookies blocked: the server falls back to Accept-Language, the page to its own rule.
    }
  });
}
