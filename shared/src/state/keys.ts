/**
 * Storage keys (docs/product.md#stored-preferences). Only `state/` writes them; the
 * pre-paint boot script reads the same keys, so they live in one place.
 */
export const STORAGE_KEYS = {
  /** persistent (localStorage): 'light' | 'dark' */
  theme: 'theme',
  /** session (sessionStorage): 'ar' | 'en' */
  language: 'language',
  /** persistent (localStorage): 'true' | 'false' */
  offlineMode: 'offlineMode',
  /** persistent (localStorage): the web font files this browser has fetched (font-script.ts) */
  fonts: 'fonts',
} as const;

/**
 * The session cookie the full site keeps beside the session-stored language (`cookie-sync.ts`),
 * so the server renders a later page in the visitor's language.
 */
export const LANGUAGE_COOKIE = 'language';

/** The attribute the server puts on `<html>`: the language it rendered the page in. */
export const SERVER_LANGUAGE_ATTRIBUTE = 'data-ssr-lang';

/**
 * The id of the JSON list (`<script type="application/json">`) in which the server names the
 * page's section scripts; the entry loader (entry-script.ts) preloads them after the first paint.
 */
export const SECTION_SCRIPTS_ELEMENT_ID = 'section-scripts';

/**
 * persistent (localStorage): `'waiting'` while the offline outbox holds sends (offline/), so a
 * page load knows to load the outbox and send them without opening IndexedDB on every page.
 */
export const OUTBOX_HINT_KEY = 'offlineOutbox';
