import type { Metrics } from './metrics';

/** What a cache tells the metrics: lookups that found an entry or not since it was made, and what it holds now. */
export interface CacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/** The caches whose figures are exported, by the `cache` label they carry. */
export type CacheName = 'page' | 'reply';

/**
 * `nasaq_cache_lookups_total{cache, result}`, `nasaq_cache_bytes{cache}` and
 * `nasaq_cache_entries{cache}` for the caches handed to the returned `watch` (the rendered pages,
 * the API's replies), read from each cache's own counts at every scrape: nothing is added to a
 * cached request's path but an increment.
 */
export function cacheSeries(metrics: Metrics): (name: CacheName, stats: () => CacheStats) => void {
  const caches = new Map<CacheName, () => CacheStats>();
  metrics.counter({
    name: 'nasaq_cache_lookups_total',
    help: 'Cache lookups by cache (page: rendered pages; reply: API replies) and result (hit, miss)',
    labelNames: ['cache', 'result'],
    collect() {
      this.reset();
      for (const [cache, stats] of caches) {
        const { hits, misses } = stats();
        this.inc({ cache, result: 'hit' }, hits);
        this.inc({ cache, result: 'miss' }, misses);
      }
    },
  });
  metrics.gauge({
    name: 'nasaq_cache_bytes',
    help: 'Bytes held by each cache (bodies and their compressed forms)',
    labelNames: ['cache'],
    collect() {
      for (const [cache, stats] of caches) this.set({ cache }, stats().bytes);
    },
  });
  metrics.gauge({
    name: 'nasaq_cache_entries',
    help: 'Entries held by each cache',
    labelNames: ['cache'],
    collect() {
      for (const [cache, stats] of caches) this.set({ cache }, stats().entries);
    },
  });
  return (name, stats) => void caches.set(name, stats);
}
