import type { Language } from './envelope';
import type { OfflineManifest, OfflineManifestItem } from './offline';

/**
 * The offline copy's budget, decided here and nowhere else (docs/offline.md#the-plan): the server's
 * manifest lists what this plan can keep (api/src/routes/offline-manifest.ts), the page's download
 * plans from the same function (shared/src/offline/plan.ts) and takes units back with `overBudget`
 * when the real bytes come out larger than planned.
 *
 * At most 50 MB for both languages together; whatever the budget, the core (the single reads and
 * the main pages) and the minimum (docs/product.md#business-constants: the 10 newest projects, the
 * 5 newest articles and 3 images) in each language. Images are the same in both languages and
 * counted once.
 */

/** The offline copy holds at most 50 MB (docs/product.md#business-constants). */
export const OFFLINE_BUDGET_BYTES = 50 * 1024 * 1024;

/** The languages a copy keeps: both, so a visitor switching language with no network still reads the site. */
export const OFFLINE_LANGUAGES: readonly Language[] = ['ar', 'en'];

/** When the whole site does not fit, at least these are kept (in every language). */
export const KEEP_WHEN_OVER = { blogPosts: 5, projects: 10, images: 3 } as const;

/** What the planner assumes of a size the manifest does not give (generous: an item too many is worse than one too few). */
export const UNKNOWN = {
  reply: 24 * 1024,
  page: 96 * 1024,
  image: 24 * 1024,
  /** the single reads of one language, together */
  coreReplies: 96 * 1024,
  /** the 12 main pages of one language, together */
  corePages: 1536 * 1024,
} as const;

/** What a kept item adds to its stored list (one list item), in each language. */
export const LIST_ITEM_BYTES = 1536;

/**
 * Items the manifest lists at most (about 150 bytes each: about 100 KB). An item costs at least its
 * pages (some 35 to 50 KB in each language), so the budget alone allows about 550 small ones.
 */
export const MAX_MANIFEST_ITEMS = 700;

export type OfflineKind = 'project' | 'blog' | 'design' | 'service';

/** An item a plan keeps: its kind, id and slug, and its rank in its kind (0 the newest). */
export interface BudgetItem {
  kind: OfflineKind;
  id: number;
  slug: string;
  rank: number;
}

/** One unit of a plan: what it stores, what it is planned to cost, and whether the core or the minimum holds it. */
export type BudgetUnit = { key: string; bytes: number; mandatory: boolean } & (
  | { part: 'core-replies' | 'core-pages'; lang: Language }
  | { part: 'core-images'; count: number }
  | { part: 'reply' | 'page'; lang: Language; item: BudgetItem }
  /** an item's images, or a part of them: the first `first`, or all after `skip` */
  | { part: 'images'; item: BudgetItem; count: number; skip: number; first: number | null }
);

export interface OfflinePlan {
  budget: number;
  languages: readonly Language[];
  /** in the order the download fetches them, most useful first */
  units: BudgetUnit[];
  /** the planned bytes */
  bytes: number;
  /** items of each kind kept in each language (their reply planned) */
  kept: Record<Language, Record<OfflineKind, number>>;
  /** how many of each kind exist */
  totals: Record<OfflineKind, number>;
}

const KINDS: readonly [OfflineKind, 'projects' | 'blogs' | 'designs' | 'services'][] = [
  ['project', 'projects'],
  ['blog', 'blogs'],
  ['design', 'designs'],
  ['service', 'services'],
];

interface Candidate {
  entry: OfflineManifestItem;
  item: BudgetItem;
}

/**
 * What a copy keeps, in the order it is fetched (languages: the visitor's first):
 * 1. Whatever the budget: the single reads and the main pages in each language, and the minimum:
 *    the replies of the 10 newest projects and 5 newest articles in each language, and the 3
 *    newest projects' main images.
 * 2. Then, each while it fits: the minimum items' pages and main images; the images the single
 *    reads show; each service; then a project, an article and a design in turn, newest first,
 *    each first in the visitor's language with its main image (reply, page, image, or nothing),
 *    then in the other language (reply and page: the image is stored already); last, the
 *    galleries of the items kept. A gallery thumbnail is a few KB but a server render and a
 *    request of its own: over the budget, more items with their main images are worth more.
 */
export function planOffline(manifest: OfflineManifest, options: { budget?: number; languages?: readonly Language[] } = {}): OfflinePlan {
  const budget = options.budget ?? OFFLINE_BUDGET_BYTES;
  const languages = options.languages ?? OFFLINE_LANGUAGES;
  const units: BudgetUnit[] = [];
  let bytes = 0;
  const kept = Object.fromEntries(OFFLINE_LANGUAGES.map((lang) => [lang, { project: 0, blog: 0, design: 0, service: 0 }])) as OfflinePlan['kept'];
  const add = (unit: BudgetUnit) => {
    units.push(unit);
    bytes += unit.bytes;
    if (unit.part === 'reply') kept[unit.lang][unit.item.kind] += 1;
  };
  /** Adds the units if they all fit what is left of the budget. */
  const fit = (candidates: BudgetUnit[]): boolean => {
    const cost = candidates.reduce((sum, unit) => sum + unit.bytes, 0);
    if (bytes + cost > budget) return false;
    candidates.forEach(add);
    return true;
  };
  const items = Object.fromEntries(
    KINDS.map(([kind, name]) => [kind, manifest[name].map((entry, rank) => ({ entry, item: { kind, id: entry.id, slug: entry.slug, rank } }))]),
  ) as Record<OfflineKind, Candidate[]>;

  // 1. The core and the minimum, whatever the budget.
  for (const lang of languages)
    add({ key: `core-replies ${lang}`, part: 'core-replies', lang, bytes: manifest.core.replies[lang] ?? UNKNOWN.coreReplies, mandatory: true });
  for (const lang of languages)
    add({ key: `core-pages ${lang}`, part: 'core-pages', lang, bytes: manifest.core.pages[lang] ?? UNKNOWN.corePages, mandatory: true });
  const minimum = [...items.project.slice(0, KEEP_WHEN_OVER.projects), ...items.blog.slice(0, KEEP_WHEN_OVER.blogPosts)];
  for (const { entry, item } of minimum) for (const lang of languages) add({ ...replyUnit(entry, item, lang), mandatory: true });
  const minimumImages = items.project.slice(0, KEEP_WHEN_OVER.images).filter(({ entry }) => entry.image_count > 0);
  for (const { entry, item } of minimumImages) add({ ...imagesUnit(entry, item, { first: 1 }), mandatory: true });

  // 2. What else fits, most useful first.
  /** Items whose reply is planned, in order, with how many of their images are planned so far. */
  const keptItems: (Candidate & { images: number })[] = [];
  for (const candidate of minimum) {
    const { entry, item } = candidate;
    const taken = minimumImages.includes(candidate) ? 1 : 0;
    for (const lang of languages) fit([pageUnit(entry, item, lang)]);
    const main = taken === 0 && entry.image_count > 0 && fit([imagesUnit(entry, item, { first: 1 })]);
    keptItems.push({ ...candidate, images: taken + (main ? 1 : 0) });
  }
  if (manifest.core.image_count > 0) {
    const cost = manifest.core.images ?? manifest.core.image_count * UNKNOWN.image;
    fit([{ key: 'core-images', part: 'core-images', count: manifest.core.image_count, bytes: cost, mandatory: false }]);
  }
  const take = (candidate: Candidate) => {
    const { entry, item } = candidate;
    const [first, ...others] = languages;
    if (!first) return;
    const main = entry.image_count > 0 ? [imagesUnit(entry, item, { first: 1 })] : [];
    if (!fit([replyUnit(entry, item, first), pageUnit(entry, item, first), ...main])) return;
    keptItems.push({ ...candidate, images: main.length });
    for (const lang of others) fit([replyUnit(entry, item, lang), pageUnit(entry, item, lang)]);
  };
  items.service.forEach(take);
  const turns = Math.max(items.project.length, items.blog.length, items.design.length);
  for (let rank = 0; rank < turns; rank++) {
    for (const kind of ['project', 'blog', 'design'] as const) {
      const next = items[kind][rank];
      if (next && !minimum.includes(next)) take(next);
    }
  }
  for (const { entry, item, images } of keptItems) {
    if (entry.image_count > images) fit([imagesUnit(entry, item, { skip: images })]);
  }
  return {
    budget,
    languages,
    units,
    bytes,
    kept,
    totals: { project: manifest.totals.projects, blog: manifest.totals.blogs, design: manifest.totals.designs, service: manifest.totals.services },
  };
}

/** The ids of the items a plan keeps in any language, by kind: what the server's manifest lists. */
export function itemsKept(plan: OfflinePlan): Record<OfflineKind, Set<number>> {
  const ids: Record<OfflineKind, Set<number>> = { project: new Set(), blog: new Set(), design: new Set(), service: new Set() };
  for (const unit of plan.units) if (unit.part === 'reply') ids[unit.item.kind].add(unit.item.id);
  return ids;
}

function replyUnit(entry: OfflineManifestItem, item: BudgetItem, lang: Language): BudgetUnit {
  const bytes = (entry.reply[lang] ?? UNKNOWN.reply) + LIST_ITEM_BYTES;
  return { key: `reply ${lang} ${item.kind} ${item.id}`, part: 'reply', lang, item, bytes, mandatory: false };
}

function pageUnit(entry: OfflineManifestItem, item: BudgetItem, lang: Language): BudgetUnit {
  return { key: `page ${lang} ${item.kind} ${item.id}`, part: 'page', lang, item, bytes: entry.page[lang] ?? UNKNOWN.page, mandatory: false };
}

/** An item's images, or a part of them: the first `first`, or all after `skip` (bytes shared out evenly). */
function imagesUnit(entry: OfflineManifestItem, item: BudgetItem, part: { first?: number; skip?: number }): BudgetUnit {
  const skip = part.skip ?? 0;
  const count = Math.max(0, Math.min(part.first ?? entry.image_count, entry.image_count - skip));
  const each = entry.images !== null && entry.image_count > 0 ? entry.images / entry.image_count : UNKNOWN.image;
  return {
    key: `images ${item.kind} ${item.id} ${skip}`,
    part: 'images',
    item,
    count,
    skip,
    first: part.first ?? null,
    bytes: Math.ceil(each * count),
    mandatory: false,
  };
}

/** One planned unit as stored: its bytes, and whether the minimum or the core holds it (never dropped). */
export interface StoredUnit {
  key: string;
  bytes: number;
  mandatory: boolean;
  /** its place in the plan: a higher one is less useful */
  order: number;
}

export function totalBytes(items: readonly { bytes: number }[]): number {
  return items.reduce((sum, item) => sum + item.bytes, 0);
}

/**
 * The stored units to drop, least useful first, until what stays is within `limit` (the download
 * counts the real bytes; estimates may have been short); the mandatory ones stay whatever they weigh.
 */
export function overBudget<T extends StoredUnit>(stored: readonly T[], limit: number = OFFLINE_BUDGET_BYTES): T[] {
  let total = totalBytes(stored);
  const drop: T[] = [];
  const optional = stored.filter((unit) => !unit.mandatory).sort((a, b) => b.order - a.order);
  for (const unit of optional) {
    if (total <= limit) break;
    drop.push(unit);
    total -= unit.bytes;
  }
  return drop;
}
