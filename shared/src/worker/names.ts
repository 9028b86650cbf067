/**
 * The names the offline store (page side) and the service worker (root-config) both use.
 * They live in one file so the two sides cannot drift apart: the page's download writes
 * into these caches and this database, the worker reads them, switching off deletes them.
 */

/** Cache Storage: the images the stored content shows, keyed by their absolute URL. */
export const OFFLINE_IMAGES_CACHE = 'nasaq-offline-images-v1';

/**
 * Cache Storage: the server's HTML of each main route, keyed by the absolute URL of the route
 * with its language as `?lang=ar|en` (for example `https://site/projects?lang=en`).
 */
export const OFFLINE_PAGES_CACHE = 'nasaq-offline-pages-v1';

/** IndexedDB database of the offline store (content) and of the outbox of sends. */
export const OFFLINE_DB_NAME = 'nasaq-offline';

/** Its version (db.ts creates its object stores at this one). */
export const OFFLINE_DB_VERSION = 1;

/** The key of its one `summary` record: what the last download stored (db.ts `StoreSummary`). */
export const SUMMARY_KEY = 'last';

/** Prefix of the service worker's own precache (Workbox's `cacheId`). */
export const PRECACHE_ID = 'nasaq';

/** The offline page the worker answers a navigation with when nothing is stored for it. */
export const OFFLINE_PAGE_PATH = '/offline.html';

/**
 * `<meta name="nasaq-stored-copy">`: what the worker adds to a page it answered from the stored
 * pages because the network failed, so the page knows its data is the stored copy (the
 * portfolio detail's 'Offline Mode Active' banner). `navigator.onLine` cannot tell: it stays
 * true on a network that reaches nothing, and a browser's offline emulation need not set it.
 */
export const STORED_COPY_META = 'nasaq-stored-copy';
