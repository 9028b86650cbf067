import type { FastifyInstance } from 'fastify';
import { OFFLINE_BUDGET_BYTES, type OfflineManifestItem, type OfflineManifestResponse } from '@site/shared/contract';
import { blogItems, coreCost, counts, designItems, projectItems, serviceItems } from './offline-costs';
import { designGalleries, projectGalleries } from './offline-galleries';
import { cachedRead, type ReadContext } from './read-context';

type Kind = 'projects' | 'blogs' | 'designs';

const CUT_MARGIN = 1.1;

/**
 * GET /v1/offline/manifest: what the offline download plans from (docs/offline.md): for each
 * project, article, design and service, what keeping it costs (its reply, its page and its
 * images, estimated in offline-sizes.ts), and what the core of every copy costs. Items newest
 * first; the three kinds taken in turn (a project, an article, a design, the next project...)
 * and cut once they add up to the budget, so the reply stays small whatever the content; the
 * galleries are read for the items kept only.
 */
export async function offlineManifestRoutes(app: FastifyInstance, context: ReadContext): Promise<void> {
  const { db } = context;
  app.get(
    '/offline/manifest',
    cachedRead(context, async (_request, lang): Promise<OfflineManifestResponse> => {
      const [projects, blogs, designs, services, core, totals] = await Promise.all([
        projectItems(db, lang),
        blogItems(db, lang),
        designItems(db),
        serviceItems(db, lang),
        coreCost(db, lang),
        counts(db),
      ]);
      // Cut on each item's reply, page and main image (what the plan takes first), a little past the
      // budget: a gallery shares its item's images out, which makes the plan's main image a little cheaper.
      const kept = cutAtBudget({ projects, blogs, designs }, OFFLINE_BUDGET_BYTES * CUT_MARGIN);
      const [keptProjects, keptDesigns] = await Promise.all([projectGalleries(db, lang, kept.projects), designGalleries(db, kept.designs)]);
      return { success: true, data: { budget: OFFLINE_BUDGET_BYTES, core, projects: keptProjects, blogs: kept.blogs, designs: keptDesigns, services, totals } };
    }),
  );
}

/**
 * What an item costs the plan before its gallery (offline/plan.ts takes each item with its reply,
 * page and main image, and galleries only once no further item fits): its reply, its page and
 * one image's share of its images.
 */
export function itemCost(item: OfflineManifestItem): number {
  const image = item.image_count > 0 ? (item.images ?? 0) / item.image_count : 0;
  return (item.reply ?? 0) + (item.page ?? 0) + image;
}

/**
 * Items the manifest lists at most (about 120 bytes each: under 100 KB). An item costs at least
 * its page (some 35 to 50 KB), so the budget alone allows about 1 100 small ones; the demo
 * content multiplied 100 times fills it with about 640.
 */
export const MAX_MANIFEST_ITEMS = 700;

/** The kinds in turn, newest first, until their costs add up to `budget` (no plan keeps more of any kind) or they are `MAX_MANIFEST_ITEMS`. */
export function cutAtBudget(
  kinds: Record<Kind, OfflineManifestItem[]>,
  budget: number,
  most: number = MAX_MANIFEST_ITEMS,
): Record<Kind, OfflineManifestItem[]> {
  const kept: Record<Kind, OfflineManifestItem[]> = { projects: [], blogs: [], designs: [] };
  const names = Object.keys(kept) as Kind[];
  let total = 0;
  let count = 0;
  for (let rank = 0; total < budget && names.some((name) => rank < kinds[name].length); rank++) {
    for (const name of names) {
      const item = kinds[name][rank];
      if (!item || count >= most) continue;
      count += 1;
      kept[name].push(item);
      total += itemCost(item);
    }
  }
  return kept;
}
