import { OFFLINE_BUDGET_BYTES, planOffline, type BudgetUnit, type Language, type OfflineManifest, type OfflinePlan } from '@site/shared/contract';
import { MAIN_ROUTES, SINGLE_READS, itemReads, type PlannedItem } from './reads';

/**
 * The offline download's plan, made before anything is fetched (docs/offline.md, "The plan"): what
 * fits the budget and in which order is decided by the contract's `planOffline` (the one module of
 * the 50 MB rule, which the server's manifest uses too); this turns each of its units into what the
 * download reads and stores: API paths, page routes, images. A pure function of the manifest, so
 * budget, priority and unknown sizes are tested without a network.
 */

export type PlanUnit = {
  /** unique in the plan: what the download's trim and its tests name */
  key: string;
  /** bytes as planned: the manifest's figure, else the planner's assumption (UNKNOWN) */
  bytes: number;
  /** part of the minimum or the core: fetched whatever the budget, never trimmed */
  mandatory: boolean;
} & (
  | { type: 'reply'; lang: Language; path: string; aliases: string[]; item: PlannedItem | null }
  | { type: 'page'; lang: Language; route: string; item: PlannedItem | null }
  /** the images of an item's page (or, with no item, those the single reads show); `first`/`skip` take a part of them */
  | { type: 'images'; item: PlannedItem | null; count: number; skip: number; first: number | null }
);

export interface DownloadPlan extends Omit<OfflinePlan, 'units'> {
  units: PlanUnit[];
}

/** The plan for `languages` (the visitor's first) within `budget`. */
export function planDownload(manifest: OfflineManifest, budget: number = OFFLINE_BUDGET_BYTES, languages?: readonly Language[]): DownloadPlan {
  const outline = planOffline(manifest, { budget, ...(languages ? { languages } : {}) });
  return { ...outline, units: outline.units.flatMap(expand) };
}

/** What the download fetches for one unit of the budget's plan (the core's replies and pages shared out evenly). */
function expand(unit: BudgetUnit): PlanUnit[] {
  const { mandatory } = unit;
  switch (unit.part) {
    case 'core-replies':
      return SINGLE_READS.map((path) => ({
        key: `reply ${unit.lang} ${path}`,
        type: 'reply',
        lang: unit.lang,
        path,
        aliases: [],
        item: null,
        bytes: Math.ceil(unit.bytes / SINGLE_READS.length),
        mandatory,
      }));
    case 'core-pages':
      return MAIN_ROUTES.map((route) => ({
        key: `page ${unit.lang} ${route}`,
        type: 'page',
        lang: unit.lang,
        route,
        item: null,
        bytes: Math.ceil(unit.bytes / MAIN_ROUTES.length),
        mandatory,
      }));
    case 'core-images':
      return [{ key: 'images core', type: 'images', item: null, count: unit.count, skip: 0, first: null, bytes: unit.bytes, mandatory }];
    case 'reply': {
      const { path, aliases } = itemReads(unit.item);
      return [{ key: `reply ${unit.lang} ${path}`, type: 'reply', lang: unit.lang, path, aliases, item: unit.item, bytes: unit.bytes, mandatory }];
    }
    case 'page': {
      const { route } = itemReads(unit.item);
      return [{ key: `page ${unit.lang} ${route}`, type: 'page', lang: unit.lang, route, item: unit.item, bytes: unit.bytes, mandatory }];
    }
    case 'images': {
      const { route } = itemReads(unit.item);
      const { count, skip, first } = unit;
      return [{ key: `images ${route} ${skip}`, type: 'images', item: unit.item, count, skip, first, bytes: unit.bytes, mandatory }];
    }
  }
}
