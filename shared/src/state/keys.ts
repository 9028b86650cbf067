/**
 * Storage keys of spec section 3 ("Stored preferences"). Only `state/` writes them; the
 * pre-paint boot script reads the same keys, so they live in one place.
 */
export const STORAGE_KEYS = {
  /** persistent (localStorage): 'light' | 'dark' */
  theme: 'theme',
  /** session (sessionStorage): 'ar' | 'en' */
  language: 'language',
  /** persistent (localStorage): 'true' | 'false' */
  offlineMode: 'offlineMode',
} as const;
