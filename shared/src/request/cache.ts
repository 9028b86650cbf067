import { createLRU } from 'lru.min';
import { cacheLifetimes, cachePolicy } from './policy';

interface Entry {
  body: unknown;
  /** bytes of the reply body as received */
  bytes: number;
  /** Date.now() after which the entry is stale */
  expires: number;
}

/**
 * The GET reply cache (docs/product.md#request-rules): per URL and language, 5 minutes unless a call asks
 * for another lifetime, at most 1000 entries and 50 MB of reply bodies, least recently used
 * evicted first, expired entries purged every 5 minutes.
 *
 * `lru.min` (under 1 KB gzip, on the first page) keeps the recency order and the entry limit,
 * and reports every entry that leaves (evicted, replaced, deleted, cleared), which is where the
 * byte count goes down; lifetimes and the byte limit are the few lines here. (`lru-cache` does
 * all of it but weighs 5.7 KB gzip, a third of the first page's margin; the server keeps it.)
 * The purge timer starts with the first entry (nothing runs at import, so server rendering and
 * tests stay clean) and stops when the cache is cleared.
 */
let bytes = 0;
const cache = createLRU<string, Entry>({
  max: cachePolicy.maxEntries,
  onEviction: (_key, entry) => {
    bytes -= entry.bytes;
  },
});

// Date.now rather than performance.now: the same clock as the rest of the client.
const isStale = (entry: Entry) => Date.now() > entry.expires;

let purgeTimer: ReturnType<typeof setInterval> | undefined;

function purgeStale(): void {
  const stale = [...cache.entries()].filter(([, entry]) => isStale(entry)).map(([key]) => key);
  for (const key of stale) cache.delete(key);
}

function startPurging(): void {
  if (purgeTimer !== undefined) return;
  purgeTimer = setInterval(purgeStale, cachePolicy.purgeEveryMs);
  // In Node (server rendering, tests) the timer must not keep the process alive.
  (purgeTimer as { unref?: () => void }).unref?.();
}

export function cacheKey(lang: string, url: string): string {
  return `${lang} ${url}`;
}

export function readCache(key: string): { body: unknown } | undefined {
  const entry = cache.get(key);
  if (entry === undefined || !isStale(entry)) return entry;
  cache.delete(key);
  return undefined;
}

export function writeCache(key: string, body: unknown, size: number, ttl: number = cacheLifetimes.response): void {
  const entryBytes = Math.max(1, size);
  // A reply larger than the whole budget is not kept (it would push out everything else).
  if (ttl <= 0 || entryBytes > cachePolicy.maxBytes) return;
  cache.set(key, { body, bytes: entryBytes, expires: Date.now() + ttl });
  bytes += entryBytes;
  while (bytes > cachePolicy.maxBytes) cache.evict(1);
  startPurging();
}

/** Empties the cache (the offline toggle and tests use it). */
export function clearResponseCache(): void {
  cache.clear();
  if (purgeTimer !== undefined) clearInterval(purgeTimer);
  purgeTimer = undefined;
}

/** Figures for tests and diagnostics. `entries` counts expired entries not yet purged. */
export function responseCacheStats(): { entries: number; bytes: number } {
  return { entries: cache.size, bytes };
}
