import { OFFLINE_BUDGET_BYTES, type OfflineManifest, type OfflineManifestItem } from '@site/shared/contract';
import { KEEP_WHEN_OVER } from './budget';
import { MAIN_ROUTES, SINGLE_READS, itemReads, type ItemKind, type PlannedItem } from './reads';

/**
 * The offline download's plan, made before anything is fetched (docs/offline.md, "The plan"):
 * from the server's manifest (what each item's reply, page and images cost), what fits the
 * budget, in the order it is fetched, most useful first. A pure function of the manifest, so
 * budget, priority and unknown sizes are tested without a network.
 *
 * 1. Always (whatever the budget): the single reads and the main pages (home, the lists,
 *    about, contact...), and the minimum (docs/product.md#business-constants): the replies of the 10 newest
 *    projects and the 5 newest articles, and 3 images (the 3 newest projects' main images).
 * 2. Then, each while it fits: the pages and main images of those items; the images the single
 *    reads show (services, client logos, recent articles); each service (its reply, page and
 *    image); a project, an article and a design in turn, newest first, each with its reply, page
 *    and main image or not at all; last, the galleries of the items kept, in the same order. A
 *    gallery thumbnail is a few KB but a server render and a request of its own: over the budget,
 *    more items with their main images are worth more than the galleries of fewer.
 */

export type PlanUnit = {
  /** unique in the plan: what the download's trim and its tests name */
  key: string;
  /** bytes as planned: the manifest's figure, else the planner's assumption (UNKNOWN) */
  bytes: number;
  /** part of the minimum or the core: fetched whatever the budget, never trimmed */
  mandatory: boolean;
} & (
  | { type: 'reply'; path: string; aliases: string[]; item: PlannedItem | null }
  | { type: 'page'; route: string; item: PlannedItem | null }
  /** the images of an item's page (or, with no item, those the single reads show); `first`/`skip` take a part of them */
  | { type: 'images'; item: PlannedItem | null; count: number; skip: number; first: number | null }
);

export interface DownloadPlan {
  budget: number;
  /** in the order the download fetches them */
  units: PlanUnit[];
  /** the planned bytes */
  bytes: number;
  /** items of each kind kept (their reply planned), and how many exist */
  kept: Record<ItemKind, number>;
  totals: Record<ItemKind, number>;
}

/** What the planner assumes of a size the manifest does not give (generous: an item too many is worse than one too few). */
export const UNKNOWN = {
  reply: 24 * 1024,
  page: 96 * 1024,
  image: 24 * 1024,
  /** the single reads, together */
  coreReplies: 96 * 1024,
  /** the 12 main pages, together */
  corePages: 1536 * 1024,
} as const;

/** What a kept item adds to its stored list (collections.ts): one list item. */
export const LIST_ITEM_BYTES = 1536;

/** Items of the manifest by kind, for the planner. */
const KINDS: readonly [ItemKind, 'projects' | 'blogs' | 'designs' | 'services'][] = [
  ['project', 'projects'],
  ['blog', 'blogs'],
  ['design', 'designs'],
  ['service', 'services'],
];

export function planDownload(manifest: OfflineManifest, budget: number = OFFLINE_BUDGET_BYTES): DownloadPlan {
  const units: PlanUnit[] = [];
  let bytes = 0;
  const kept: Record<ItemKind, number> = { project: 0, blog: 0, design: 0, service: 0 };
  const add = (unit: PlanUnit) => {
    units.push(unit);
    bytes += unit.bytes;
    if (unit.type === 'reply' && unit.item) kept[unit.item.kind] += 1;
  };
  /** Adds the units if they all fit what is left of the budget. */
  const fit = (candidates: PlanUnit[]): boolean => {
    const cost = candidates.reduce((sum, unit) => sum + unit.bytes, 0);
    if (bytes + cost > budget) return false;
    candidates.forEach(add);
    return true;
  };

  const items = Object.fromEntries(
    KINDS.map(([kind, name]) => [kind, manifest[name].map((entry, rank) => ({ entry, item: { kind, id: entry.id, slug: entry.slug, rank } }))]),
  ) as Record<ItemKind, { entry: OfflineManifestItem; item: PlannedItem }[]>;

  // 1. The core and the minimum, whatever the budget.
  const coreReplies = manifest.core.replies ?? UNKNOWN.coreReplies;
  for (const path of SINGLE_READS)
    add({ key: `reply ${path}`, type: 'reply', path, aliases: [], item: null, bytes: Math.ceil(coreReplies / SINGLE_READS.length), mandatory: true });
  const corePages = manifest.core.pages ?? UNKNOWN.corePages;
  for (const route of MAIN_ROUTES)
    add({ key: `page ${route}`, type: 'page', route, item: null, bytes: Math.ceil(corePages / MAIN_ROUTES.length), mandatory: true });
  const minimum = [...items.project.slice(0, KEEP_WHEN_OVER.projects), ...items.blog.slice(0, KEEP_WHEN_OVER.blogPosts)];
  for (const { entry, item } of minimum) add({ ...replyUnit(entry, item), mandatory: true });
  const minimumImages = items.project.slice(0, KEEP_WHEN_OVER.images).filter(({ entry }) => entry.image_count > 0);
  for (const { entry, item } of minimumImages) add({ ...imagesUnit(entry, item, { first: 1 }), mandatory: true });

  // 2. What else fits, most useful first.
  /** Items whose reply is planned, in order, with how many of their images are planned so far. */
  const keptItems: { entry: OfflineManifestItem; item: PlannedItem; images: number }[] = [];
  for (const { entry, item } of minimum) {
    const taken = minimumImages.some((image) => image.item === item) ? 1 : 0;
    fit([pageUnit(entry, item)]);
    const main = taken === 0 && entry.image_count > 0 && fit([imagesUnit(entry, item, { first: 1 })]);
    keptItems.push({ entry, item, images: taken + (main ? 1 : 0) });
  }
  if (manifest.core.image_count > 0) {
    const bytes = manifest.core.images ?? manifest.core.image_count * UNKNOWN.image;
    fit([{ key: 'images core', type: 'images', item: null, count: manifest.core.image_count, skip: 0, first: null, bytes, mandatory: false }]);
  }
  const takeMain = ({ entry, item }: { entry: OfflineManifestItem; item: PlannedItem }) => {
    const main = entry.image_count > 0 ? [imagesUnit(entry, item, { first: 1 })] : [];
    if (fit([replyUnit(entry, item), pageUnit(entry, item), ...main])) keptItems.push({ entry, item, images: main.length });
  };
  items.service.forEach(takeMain);
  const turns = Math.max(items.project.length, items.blog.length, items.design.length);
  for (let rank = 0; rank < turns; rank++) {
    for (const kind of ['project', 'blog', 'design'] as const) {
      const next = items[kind][rank];
      if (next && !minimum.includes(next)) takeMain(next);
    }
  }
  for (const { entry, item, images } of keptItems) {
    if (entry.image_count > images) fit([imagesUnit(entry, item, { skip: images })]);
  }
  return {
    budget,
    units,
    bytes,
    kept,
    totals: { project: manifest.totals.projects, blog: manifest.totals.blogs, design: manifest.totals.designs, service: manifest.totals.services },
  };
}

function replyUnit(entry: OfflineManifestItem, item: PlannedItem): PlanUnit {
  const { path, aliases } = itemReads(item);
  return { key: `reply ${path}`, type: 'reply', path, aliases, item, bytes: (entry.reply ?? UNKNOWN.reply) + LIST_ITEM_BYTES, mandatory: false };
}

function pageUnit(entry: OfflineManifestItem, item: PlannedItem): PlanUnit {
  const { route } = itemReads(item);
  return { key: `page ${route}`, type: 'page', route, item, bytes: entry.page ?? UNKNOWN.page, mandatory: false };
}

/** An item's images, or a part of them: the first `first`, or all after `skip` (bytes shared out evenly). */
function imagesUnit(entry: OfflineManifestItem, item: PlannedItem, part: { first?: number; skip?: number }): PlanUnit {
  const skip = part.skip ?? 0;
  const count = Math.max(0, Math.min(part.first ?? entry.image_count, entry.image_count - skip));
  const each = entry.images !== null && entry.image_count > 0 ? entry.images / entry.image_count : UNKNOWN.image;
  const { route } = itemReads(item);
  return { key: `images ${route} ${skip}`, type: 'images', item, count, skip, first: part.first ?? null, bytes: Math.ceil(each * count), mandatory: false };
}
