import { inTurn, linkAbort, requestJson, resolveAssetUrl } from '@site/shared/request';
import { OFFLINE_BUDGET_BYTES, OFFLINE_LANGUAGES, overBudget, type Language, type StoredUnit } from '@site/shared/contract';
import { OFFLINE_IMAGES_CACHE, OFFLINE_PAGES_CACHE, SUMMARY_KEY } from '@site/shared/worker';
import { COLLECTION_OF, listItemOf } from './collections';
import { byteSize, replyKey, type KeptCounts, type OfflineDb, type ReplyGroup, type StoreSummary, type StoredReply } from './db';
import { imagesOf, itemImages } from './images';
import { readManifest } from './manifest';
import { planDownload, type PlanUnit } from './plan';
import { collectionPath, pageCacheKey, type CollectionName, type PlannedItem } from './reads';

/** How far the download is: `done` of `total` (per mille of the plan's bytes), and the bytes stored of the budget. */
export interface DownloadProgress {
  done: number;
  total: number;
  bytes: number;
  budget: number;
}

export interface DownloadOptions {
  /** the visitor's language: planned first; the copy keeps every language (OFFLINE_LANGUAGES) */
  lang: Language;
  /** the site's origin: pages are stored as `${origin}${path}?lang=` and images resolved against it */
  origin: string;
  signal: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  /** the budget (50 MB; smaller in tests and in the bench's forced figure) */
  limitBytes?: number;
}

const PER_MILLE = 1000;
/** Units worked on at once: the request client's scheduler lets 3 requests run (docs/product.md#request-rules). */
const WORKERS = 3;

interface Kept extends StoredUnit {
  unit: PlanUnit;
  /** what it wrote: reply keys (IndexedDB), image and page keys (Cache Storage) */
  replies: string[];
  images: string[];
  pages: string[];
}

/**
 * One download of the offline copy, planned before it starts (plan.ts, from the server's
 * manifest): the planned replies into IndexedDB, the pages' server HTML and the images into
 * Cache Storage, most useful first. Every request goes through the request client's scheduler
 * (at most 3 in flight); an item that fails is skipped and counted (docs/product.md#connection-and-offline-mode: download
 * failures are silently ignored). The bytes really stored are counted as they arrive: a unit
 * beyond the core and the minimum starts only while what is stored, what is on its way
 * and the unit itself (its estimate, raised by how far estimates have been short so far) fit
 * the budget, and should the last units still push the copy over, the least useful go again.
 */
export async function downloadOfflineCopy(db: OfflineDb, options: DownloadOptions): Promise<StoreSummary> {
  const { lang, signal, origin } = options;
  const limit = options.limitBytes ?? OFFLINE_BUDGET_BYTES;
  const languages = [lang, ...OFFLINE_LANGUAGES.filter((other) => other !== lang)];
  const progress = { planned: 1, done: 0, spent: 0 };
  const report = () =>
    options.onProgress?.({
      done: Math.min(PER_MILLE, Math.round((progress.done / progress.planned) * PER_MILLE)),
      total: PER_MILLE,
      bytes: progress.spent,
      budget: limit,
    });
  report();

  const plan = planDownload(await readManifest(lang, signal), limit, languages);
  progress.planned = Math.max(1, plan.bytes);
  const [imageCache, pageCache] = await Promise.all([caches.open(OFFLINE_IMAGES_CACHE), caches.open(OFFLINE_PAGES_CACHE)]);

  const bodies = new Map<string, Promise<unknown>>();
  const coreBodies: Promise<unknown>[] = [];
  const imagesTaken = new Set<string>();
  const kept: Kept[] = [];
  const seen = { reply: { planned: 0, real: 0 }, page: { planned: 0, real: 0 }, images: { planned: 0, real: 0 } };
  let reserved = 0;
  let failed = 0;
  /** units the budget left out as the download went, or took back at the end */
  let leftOut = 0;

  /** How far this kind of estimate has been short so far (never below 1: a generous estimate is not spent again). */
  const shortBy = (type: PlanUnit['type']) => (seen[type].planned > 0 ? Math.max(1, seen[type].real / seen[type].planned) : 1);

  const saveReply = async (unit: Extract<PlanUnit, { type: 'reply' }>, body: unknown) => {
    const lang = unit.lang;
    const key = replyKey(lang, unit.path);
    const group: ReplyGroup = unit.item?.kind ?? 'core';
    const rank = unit.item?.rank ?? 0;
    const record: StoredReply = { key, lang, path: unit.path, body, bytes: byteSize(body), group, rank };
    const tx = db.transaction('replies', 'readwrite');
    const aliases = unit.aliases.map((alias) => replyKey(lang, alias));
    await Promise.all([
      tx.store.put(record),
      ...unit.aliases.map((alias, index) => tx.store.put({ key: aliases[index]!, lang, path: alias, aliasOf: key, bytes: 0, group, rank })),
      tx.done,
    ]);
    return { bytes: record.bytes, replies: [key, ...aliases] };
  };

  const fetchImages = async (urls: string[]) => {
    const wanted = [...new Set(urls.flatMap((url) => resolveAssetUrl(url) ?? []).map((url) => new URL(url, origin).href))].filter(
      (url) => !imagesTaken.has(url),
    );
    for (const url of wanted) imagesTaken.add(url);
    const results = await Promise.allSettled(wanted.map((url) => fetchInto(imageCache, url, url, { signal })));
    if (signal.aborted) throw signal.reason;
    failed += results.filter((result) => result.status === 'rejected').length;
    const stored = wanted.filter((_, index) => results[index]!.status === 'fulfilled');
    const bytes = results.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), 0);
    return { bytes, images: stored };
  };

  /** An item's reply in `lang`, once read (undefined when it was not: skipped for the budget, or failed). */
  const bodyIn = (item: PlannedItem, lang: Language) => bodies.get(itemKey(item, lang)) ?? Promise.resolve(undefined);
  /** An item's reply in the first language that has one: its images are the same in every language. */
  const anyBody = async (item: PlannedItem) => {
    for (const lang of languages) {
      const body = await bodyIn(item, lang);
      if (body !== undefined) return body;
    }
    return undefined;
  };

  const fetchUnit = async (unit: PlanUnit): Promise<Omit<Kept, keyof StoredUnit | 'unit'> & { bytes: number }> => {
    const none = { replies: [], images: [], pages: [] };
    switch (unit.type) {
      case 'reply': {
        const read = requestJson(unit.path, { lang: unit.lang, signal, background: true, ttl: 0 });
        if (unit.item)
          bodies.set(
            itemKey(unit.item, unit.lang),
            read.catch(() => undefined),
          );
        else coreBodies.push(read.catch(() => undefined));
        return { ...none, ...(await saveReply(unit, await read)) };
      }
      case 'page': {
        // An item's page goes with its reply: a page whose data the copy lacks is no use offline.
        if (unit.item && (await bodyIn(unit.item, unit.lang)) === undefined) return { ...none, bytes: 0 };
        const key = pageCacheKey(origin, unit.route, unit.lang);
        const bytes = await fetchInto(pageCache, key, key, { signal, headers: { Accept: 'text/html' } });
        return { ...none, bytes, pages: [key] };
      }
      case 'images': {
        const urls = unit.item
          ? itemImages(unit.item.kind, await anyBody(unit.item))
          : (await Promise.all(coreBodies)).flatMap((body) => (body === undefined ? [] : imagesOf(body)));
        const part = unit.item ? urls.slice(unit.skip, unit.first === null ? undefined : unit.skip + unit.first) : urls;
        return { ...none, ...(await fetchImages(part)) };
      }
    }
  };

  let next = 0;
  const worker = async () => {
    while (next < plan.units.length) {
      if (signal.aborted) throw signal.reason;
      const order = next++;
      const unit = plan.units[order]!;
      const expected = Math.ceil(unit.bytes * shortBy(unit.type));
      if (unit.mandatory || progress.spent + reserved + expected <= limit) {
        reserved += expected;
        try {
          const result = await fetchUnit(unit);
          if (result.bytes > 0) {
            progress.spent += result.bytes;
            seen[unit.type].planned += unit.bytes;
            seen[unit.type].real += result.bytes;
            kept.push({ key: unit.key, mandatory: unit.mandatory, order, unit, ...result });
          }
        } catch (error) {
          if (signal.aborted) throw error;
          failed += 1;
        } finally {
          reserved -= expected;
        }
      } else leftOut += 1;
      progress.done += unit.bytes;
      report();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));

  // The lists of each language, made from the items kept; then, should the copy be over the budget, the least useful units go.
  let collections = await listsOf(kept, bodies, languages);
  const drop = overBudget(kept, limit - collections.bytes);
  if (drop.length > 0) {
    leftOut += drop.length;
    await forget(db, imageCache, pageCache, drop);
    const dropped = new Set(drop);
    kept.splice(0, kept.length, ...kept.filter((unit) => !dropped.has(unit)));
    collections = await listsOf(kept, bodies, languages);
  }
  await saveCollections(db, collections.lists);
  // A refresh writes over an older copy: what this copy does not keep goes (an item no longer
  // among the newest, a copy of one language only from before both were kept).
  await forgetAllBut(db, imageCache, pageCache, kept, collections.keys);

  const replies = kept.filter((unit) => unit.unit.type === 'reply');
  const keptIn = (lang: Language): KeptCounts => {
    const of = (kind: PlannedItem['kind']) =>
      replies.filter((unit) => unit.unit.type === 'reply' && unit.unit.lang === lang && unit.unit.item?.kind === kind).length;
    return { projects: of('project'), blogs: of('blog'), designs: of('design') };
  };
  const keptCounts = Object.fromEntries(OFFLINE_LANGUAGES.map((each) => [each, keptIn(each)])) as StoreSummary['kept'];
  const summary: StoreSummary = {
    lang,
    languages,
    savedAt: Date.now(),
    items: replies.length + collections.keys.length,
    images: kept.reduce((sum, unit) => sum + unit.images.length, 0),
    pages: kept.reduce((sum, unit) => sum + unit.pages.length, 0),
    failed,
    bytes: kept.reduce((sum, unit) => sum + unit.bytes, 0) + collections.bytes,
    budget: limit,
    languageBytes: Object.fromEntries(
      OFFLINE_LANGUAGES.map((each) => [
        each,
        (collections.byLanguage[each] ?? 0) + kept.reduce((sum, unit) => sum + (unit.unit.type !== 'images' && unit.unit.lang === each ? unit.bytes : 0), 0),
      ]),
    ) as StoreSummary['languageBytes'],
    imageBytes: kept.reduce((sum, unit) => sum + (unit.unit.type === 'images' ? unit.bytes : 0), 0),
    kept: keptCounts,
    totals: { projects: plan.totals.project, blogs: plan.totals.blog, designs: plan.totals.design },
    partial: false,
  };
  summary.partial =
    leftOut > 0 ||
    languages.some(
      (each) =>
        summary.kept[each].projects < summary.totals.projects ||
        summary.kept[each].blogs < summary.totals.blogs ||
        summary.kept[each].designs < summary.totals.designs,
    );
  progress.spent = summary.bytes;
  progress.done = progress.planned;
  report();
  await db.put('summary', summary, SUMMARY_KEY);
  return summary;
}

function itemKey(item: Pick<PlannedItem, 'kind' | 'id'>, lang: Language): string {
  return `${lang} ${item.kind} ${item.id}`;
}

type Lists = Partial<Record<Language, Record<CollectionName, unknown[]>>>;

/** The stored lists of each language: each kept project, article and design as its list item, newest first. */
async function listsOf(kept: readonly Kept[], bodies: ReadonlyMap<string, Promise<unknown>>, languages: readonly Language[]) {
  const lists: Lists = {};
  let bytes = 0;
  const byLanguage: Partial<Record<Language, number>> = {};
  const keys: string[] = [];
  for (const lang of languages) {
    const found: Record<CollectionName, { rank: number; item: unknown }[]> = { projects: [], blogs: [], designs: [] };
    for (const unit of kept) {
      if (unit.unit.type !== 'reply' || !unit.unit.item || unit.unit.lang !== lang) continue;
      const name = COLLECTION_OF[unit.unit.item.kind];
      const item = name && listItemOf(unit.unit.item.kind, await bodies.get(itemKey(unit.unit.item, lang)));
      if (name && item) found[name].push({ rank: unit.unit.item.rank, item });
    }
    const sorted = Object.fromEntries(
      Object.entries(found).map(([name, entries]) => [name, entries.sort((a, b) => a.rank - b.rank).map((entry) => entry.item)]),
    ) as Record<CollectionName, unknown[]>;
    lists[lang] = sorted;
    const own = Object.values(sorted).reduce((sum, items) => sum + byteSize(items), 0);
    byLanguage[lang] = own;
    bytes += own;
    keys.push(...(Object.keys(sorted) as CollectionName[]).map((name) => replyKey(lang, collectionPath(name))));
  }
  return { lists, bytes, byLanguage, keys };
}

async function saveCollections(db: OfflineDb, lists: Lists): Promise<void> {
  const tx = db.transaction('replies', 'readwrite');
  await Promise.all([
    ...(Object.entries(lists) as [Language, Record<CollectionName, unknown[]>][]).flatMap(([lang, named]) =>
      (Object.entries(named) as [CollectionName, unknown[]][]).map(([name, body]) => {
        const path = collectionPath(name);
        return tx.store.put({ key: replyKey(lang, path), lang, path, body, bytes: byteSize(body), group: 'collection', rank: 0 });
      }),
    ),
    tx.done,
  ]);
}

/** Removes every stored reply, image and page the units `kept` (and the lists `lists`) did not write. */
async function forgetAllBut(db: OfflineDb, imageCache: Cache, pageCache: Cache, kept: readonly Kept[], lists: readonly string[]): Promise<void> {
  const replies = new Set([...kept.flatMap((unit) => unit.replies), ...lists]);
  const images = new Set(kept.flatMap((unit) => unit.images));
  const pages = new Set(kept.flatMap((unit) => unit.pages));
  const stale = (await db.getAllKeys('replies')).filter((key) => !replies.has(key));
  if (stale.length > 0) {
    const tx = db.transaction('replies', 'readwrite');
    await Promise.all([...stale.map((key) => tx.store.delete(key)), tx.done]);
  }
  for (const [cache, wanted] of [
    [imageCache, images],
    [pageCache, pages],
  ] as const) {
    for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
  }
}

/** Removes what dropped units stored. */
async function forget(db: OfflineDb, imageCache: Cache, pageCache: Cache, drop: readonly Kept[]): Promise<void> {
  const tx = db.transaction('replies', 'readwrite');
  await Promise.all([...drop.flatMap((unit) => unit.replies.map((key) => tx.store.delete(key))), tx.done]);
  await Promise.all(drop.flatMap((unit) => [...unit.images.map((key) => imageCache.delete(key)), ...unit.pages.map((key) => pageCache.delete(key))]));
}

/**
 * Fetches `url` (in its turn of the scheduler) into `cache` under `key`; its size in bytes. Each
 * request has a signal of its own, linked to the download's and unlinked once done: the
 * download's signal does not gather a listener per request (thousands at 100 times the content).
 */
async function fetchInto(cache: Cache, url: string, key: string, init: RequestInit & { signal: AbortSignal }): Promise<number> {
  return inTurn(
    url,
    init.signal,
    async () => {
      const controller = new AbortController();
      const unlink = linkAbort(init.signal, controller);
      try {
        const response = await fetch(url, { ...init, signal: controller.signal });
        if (!response.ok) throw new Error(`${response.status} ${url}`);
        const size = (await response.clone().blob()).size;
        await cache.put(key, response);
        return size;
      } finally {
        unlink();
      }
    },
    true,
  );
}
