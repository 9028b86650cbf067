/**
 * The client-side request rules (docs/product.md#request-rules), in one place.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const requestPolicy = {
  /** a request (reply body included) is aborted after this long: 'Request timeout' */
  timeoutMs: 15 * SECOND,
  /** time-outs, network errors, 5xx (GET) and 429 are tried again this many times... */
  retries: 3,
  /** ...this long apart */
  retryDelayMs: 2 * SECOND,
  /** a 429 waits this long before its next try, unless the server sends `Retry-After` */
  rateLimitDelayMs: 2 * SECOND,
  /** a `Retry-After` longer than this is not waited for: the error goes to the caller */
  maxRetryAfterMs: 60 * SECOND,
  /** at least this long between the starts of two requests to the same URL */
  sameUrlGapMs: 1 * SECOND,
  /** at most this many requests in flight at once */
  maxConcurrent: 3,
} as const;

/**
 * How long things stay cached (docs/product.md#business-constants). What this client applies, and where:
 * - `response` (5 min): the default for GET replies, per URL and language: lists that
 *   change when staff publish (projects, blog posts, portfolio, their details).
 * - `staticData` (30 min): replies that change rarely: services, clients, the about and
 *   contact pages, project and blog categories.
 * - `images` (1 h), `translations` (7 days): not cached by this client. Images are loaded
 *   by `<img>` and cached by the browser under the server's `Cache-Control`; the texts are
 *   the typed dictionaries bundled into hashed (immutable) chunks, so they never go stale
 *   in 7 days or any other span. The offline store and service worker use these values.
 * - preferences and theme (24 h): the state module's concern; its storage rules (theme
 *   persistent, language per session: docs/product.md#stored-preferences) decide there.
 */
export const cacheLifetimes = {
  response: 5 * MINUTE,
  staticData: 30 * MINUTE,
  images: HOUR,
  translations: 7 * 24 * HOUR,
  preferences: 24 * HOUR,
  theme: 24 * HOUR,
} as const;

export const cachePolicy = {
  maxEntries: 1000,
  /** bytes of reply bodies, as received */
  maxBytes: 50 * 1024 * 1024,
  /** expired entries are removed this often (an expired entry is never served in between) */
  purgeEveryMs: 5 * MINUTE,
} as const;
