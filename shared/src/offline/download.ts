import { inTurn, requestJson, resolveAssetUrl } from '@site/shared/api';
import type { Language } from '@site/shared/contract';
import { trimToBudget, totalBytes, OFFLINE_STORE_LIMIT_BYTES, type StoredItem } from './budget';
import { byteSize, replyKey, type OfflineDb, type ReplyGroup, type StoreSummary, type StoredReply } from './db';
import { OFFLINE_IMAGES_CACHE, OFFLINE_PAGES_CACHE, SUMMARY_KEY } from '@site/shared/worker';
import {
  COLLECTIONS,
  SINGLE_READS,
  collectionPagePath,
  collectionPath,
  detailReads,
  imagesOf,
  pageCacheKey,
  pageRoutes,
  type CollectionName,
  type PlannedRead,
} from './plan';
import { field, list } from './shape';

/** `done` of `total` (per mille): never goes back, though each step learns of more items to fetch. */
export interface DownloadProgress {
  done: number;
  total: number;
}

/**
 * The share of the bar each step takes (lists, details, images and pages): how many items a
 * step holds is known only once the step before it is done, so counting items alone would
 * make the bar jump back each time.
 */
const STEP_SHARES = [0.1, 0.3, 0.6] as const;
const PER_MILLE = 1000;

export interface DownloadOptions {
  lang: Language;
  /** the site's origin: pages are stored as `${origin}${path}?lang=` and images resolved against it */
  origin: string;
  signal: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** the 50 MB rule's limit (smaller in tests and in the forced figure) */
  limitBytes?: number;
}

/**
 * One download of the offline copy: the API's replies into IndexedDB, the images they show
 * and the server's HTML of every main route into Cache Storage. Every request goes through
 * the request client's scheduler (at most 3 in flight: docs/product.md#request-rules); an item that fails
 * is skipped and counted (no message to the visitor: docs/product.md#connection-and-offline-mode). The 50 MB
 * rule runs last, on what was really stored.
 */
export async function downloadOfflineCopy(db: OfflineDb, options: DownloadOptions): Promise<StoreSummary> {
  const { lang, signal } = options;
  const progress = { step: 0, done: 0, total: SINGLE_READS.length + Object.keys(COLLECTIONS).length };
  const report = () => {
    const before = STEP_SHARES.slice(0, progress.step).reduce((sum, share) => sum + share, 0);
    const within = progress.total > 0 ? progress.done / progress.total : 1;
    options.onProgress?.({ done: Math.round((before + within * STEP_SHARES[progress.step]!) * PER_MILLE), total: PER_MILLE });
  };
  const nextStep = (items: number) => {
    progress.step += 1;
    progress.done = 0;
    progress.total = items;
    report();
  };
  const inventory: StoredItem[] = [];
  const bodies: unknown[] = [];
  let failed = 0;
  report();

  const step = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (error) {
      if (signal.aborted) throw error;
      failed += 1;
      return undefined;
    } finally {
      progress.done += 1;
      report();
    }
  };

  const saveReply = async (read: PlannedRead, body: unknown) => {
    const key = replyKey(lang, read.path);
    const record: StoredReply = { key, lang, path: read.path, body, bytes: byteSize(body), group: read.group, rank: read.rank };
    const tx = db.transaction('replies', 'readwrite');
    await Promise.all([
      tx.store.put(record),
      ...read.aliases.map((alias) =>
        tx.store.put({ key: replyKey(lang, alias), lang, path: alias, aliasOf: key, bytes: 0, group: read.group, rank: read.rank }),
      ),
      tx.done,
    ]);
    inventory.push({ key, kind: 'reply', group: read.group, rank: read.rank, bytes: record.bytes });
    bodies.push(body);
  };

  const read = (planned: PlannedRead) =>
    step(async () => {
      const body = await requestJson(planned.path, { lang, signal, background: true });
      await saveReply(planned, body);
      return body;
    });

  // 1. The single reads and the three whole lists.
  const collections: Record<CollectionName, unknown[]> = { projects: [], blogs: [], designs: [] };
  const [services] = await Promise.all([
    ...SINGLE_READS.map((path) => read({ path, group: 'core', rank: 0, aliases: [] })),
    ...(Object.keys(COLLECTIONS) as CollectionName[]).map((name) =>
      step(async () => {
        collections[name] = await fetchAll(name, lang, signal);
        await saveReply({ path: collectionPath(name), group: 'collection', rank: 0, aliases: [] }, collections[name]);
      }),
    ),
  ]);

  // 2. Each project, article, design and service by itself.
  const details = detailReads(collections, list(services, 'data', 'data'));
  nextStep(details.length);
  await Promise.all(details.map(read));

  // 3. The images they show, and the server's HTML of every main route.
  const images = [
    ...new Set(
      bodies
        .flatMap(imagesOf)
        .flatMap((url) => resolveAssetUrl(url) ?? [])
        .map((url) => new URL(url, options.origin).href),
    ),
  ];
  const routes = pageRoutes(collections, list(services, 'data', 'data'));
  nextStep(images.length + routes.length);
  const [imageCache, pageCache] = await Promise.all([caches.open(OFFLINE_IMAGES_CACHE), caches.open(OFFLINE_PAGES_CACHE)]);
  await Promise.all([
    ...images.map((url, rank) =>
      step(async () => {
        const bytes = await fetchInto(imageCache, url, url, { signal });
        inventory.push({ key: url, kind: 'image', group: 'image', rank, bytes });
      }),
    ),
    ...routes.map((path, rank) =>
      step(async () => {
        const key = pageCacheKey(options.origin, path, lang);
        const bytes = await fetchInto(pageCache, key, key, { signal, headers: { Accept: 'text/html' } });
        inventory.push({ key, kind: 'page', group: 'page', rank, bytes });
      }),
    ),
  ]);

  // 4. The 50 MB rule, on the bytes stored.
  const trim = trimToBudget(inventory, options.limitBytes ?? OFFLINE_STORE_LIMIT_BYTES);
  if (trim.over) await applyTrim(db, lang, imageCache, trim.drop, trim.keepInCollections, collections, inventory);
  const kept = inventory.filter((item) => !trim.drop.includes(item));
  const summary: StoreSummary = {
    lang,
    savedAt: Date.now(),
    items: kept.filter((item) => item.kind === 'reply').length,
    images: kept.filter((item) => item.kind === 'image').length,
    pages: kept.filter((item) => item.kind === 'page').length,
    failed,
    bytes: totalBytes(kept),
    trimmed: trim.over,
  };
  await db.put('summary', summary, SUMMARY_KEY);
  return summary;
}

/** A whole list by the fetch-all rule: pages of 50 until the last page. */
async function fetchAll(name: CollectionName, lang: Language, signal: AbortSignal): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await requestJson(collectionPagePath(name, page), { lang, signal, background: true });
    const pageItems = list(reply, 'data', 'data');
    items.push(...pageItems);
    const last = field(reply, 'data', 'last_page');
    if (pageItems.length === 0 || typeof last !== 'number' || page >= last) return items;
  }
}

/** Fetches `url` (in its turn of the scheduler) into `cache` under `key`; its size in bytes. */
async function fetchInto(cache: Cache, url: string, key: string, init: RequestInit & { signal: AbortSignal }): Promise<number> {
  return inTurn(
    url,
    init.signal,
    async () => {
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(`${response.status} ${url}`);
      const size = (await response.clone().blob()).size;
      await cache.put(key, response);
      return size;
    },
    true,
  );
}

async function applyTrim(
  db: OfflineDb,
  lang: Language,
  imageCache: Cache,
  drop: readonly StoredItem[],
  keep: { projects: number; blogs: number } | null,
  collections: Record<CollectionName, unknown[]>,
  inventory: StoredItem[],
): Promise<void> {
  const dropped = new Set(drop.map((item) => item.key));
  const tx = db.transaction('replies', 'readwrite');
  const writes: Promise<unknown>[] = [];
  // A plain cursor loop, not `for await` over the store: that needs idb 8 (or idb 7's
  // 'idb/with-async-ittr'), and the lockfile may resolve idb 7 (workbox-build depends on it).
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    const record = cursor.value;
    if (dropped.has(record.key) || (record.aliasOf && dropped.has(record.aliasOf))) writes.push(cursor.delete());
  }
  if (keep) {
    const trimmed: [CollectionName, number][] = [
      ['projects', keep.projects],
      ['blogs', keep.blogs],
    ];
    for (const [name, count] of trimmed) {
      const body = collections[name].slice(0, count);
      const key = replyKey(lang, collectionPath(name));
      const record: StoredReply = { key, lang, path: collectionPath(name), body, bytes: byteSize(body), group: 'collection' satisfies ReplyGroup, rank: 0 };
      writes.push(tx.store.put(record));
      const entry = inventory.find((item) => item.key === key);
      if (entry) entry.bytes = record.bytes;
    }
  }
  await Promise.all([...writes, tx.done]);
  await Promise.all(drop.filter((item) => item.kind === 'image').map((item) => imageCache.delete(item.key)));
}
