import { LRUCache } from 'lru-cache';
import { cacheLifetimes, cachePolicy } from './policy';

interface Entry {
  body: unknown;
  /** bytes of the reply body as received */
  bytes: number;
}

/**
 * The GET reply cache (spec section 9): per URL and language, 5 minutes unless a call asks
 * for another lifetime, at most 1000 entries and 50 MB of reply bodies, least recently used
 * evicted first, expired entries purged every 5 minutes. `lru-cache` does the LRU, TTL and
 * size accounting; the purge timer starts with the first entry (nothing runs at import, so
 * server rendering and tests stay clean) and stops when the cache is cleared.
 */
const cache = new LRUCache<string, Entry>({
  max: cachePolicy.maxEntries,
  maxSize: cachePolicy.maxBytes,
  sizeCalculation: (entry) => Math.max(1, entry.bytes),
  ttl: cacheLifetimes.response,
  // Date.now rather than performance.now: the same clock as the rest of the client; read at
  // every check (it is cheap) rather than remembered for 1 ms behind a timer.
  perf: { now: () => Date.now() },
  ttlResolution: 0,
});

let purgeTimer: ReturnType<typeof setInterval> | undefined;

function startPurging(): void {
  if (purgeTimer !== undefined) return;
  purgeTimer = setInterval(() => cache.purgeStale(), cachePolicy.purgeEveryMs);
  // In Node (server rendering, tests) the timer must not keep the process alive.
  (purgeTimer as { unref?: () => void }).unref?.();
}

export function cacheKey(lang: string, url: string): string {
  return `${lang} ${url}`;
}

export function readCache(key: string): { body: unknown } | undefined {
  return cache.get(key);
}

export function writeCache(key: string, body: unknown, bytes: number, ttl: number = cacheLifetimes.response): void {
  if (ttl <= 0) return;
  cache.set(key, { body, bytes }, { ttl });
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
  return { entries: cache.size, bytes: cache.calculatedSize };
}
