import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  MAX_MANIFEST_ITEMS,
  OFFLINE_BUDGET_BYTES,
  itemsKept,
  planOffline,
  type OfflineManifest,
  type OfflineManifestItem,
  type OfflineManifestResponse,
} from '@site/shared/contract';
import type { Database } from '../db/schema';
import { blogItems, coreCost, counts, designItems, projectItems, serviceItems } from './offline-costs';
import { designGalleries, projectGalleries } from './offline-galleries';
import { cachedRead, type ReadContext } from './read-context';

/**
 * The server plans a little past the budget: it plans before reading the galleries (for the items
 * listed only), and a gallery changes the share of an item's images its main image is planned at.
 */
const CUT_MARGIN = 1.1;

/**
 * GET /v1/offline/manifest: what the offline download plans from (docs/offline.md): for each
 * project, article, design and service, what keeping it costs (its reply and its page in each
 * language, its images once, estimated in offline-sizes.ts), and what the core of every copy
 * costs. Items newest first, only those the offline plan of both languages can keep (the
 * contract's `planOffline`, which the page's download runs too), so the reply stays small
 * whatever the content; the galleries are read for the items kept only. The same in either language.
 */
export async function offlineManifestRoutes(app: FastifyInstance, context: ReadContext): Promise<void> {
  app.get(
    '/offline/manifest',
    cachedRead(context, async (): Promise<OfflineManifestResponse> => ({ success: true, data: await offlineManifest(context.db) })),
  );
}

/**
 * The manifest's figures from the database: every cost, the items newest first, cut where the plan
 * stops. The route answers it; the variant warm-up (api/src/media/warm-up.ts) makes its images ahead of time.
 */
export async function offlineManifest(db: Kysely<Database>): Promise<OfflineManifest> {
  const [projects, blogs, designs, services, core, totals] = await Promise.all([
    projectItems(db),
    blogItems(db),
    designItems(db),
    serviceItems(db),
    coreCost(db),
    counts(db),
  ]);
  // Planned on each item's replies, pages and main image (what the plan takes before galleries,
  // which are read for the items kept only), a little past the budget.
  const draft: OfflineManifest = { budget: OFFLINE_BUDGET_BYTES, core, projects, blogs, designs, services, totals };
  const kept = itemsKept(planOffline(draft, { budget: OFFLINE_BUDGET_BYTES * CUT_MARGIN }));
  const listed = { count: 0 };
  const keep = (items: OfflineManifestItem[], ids: Set<number>) => items.filter((item) => ids.has(item.id) && listed.count++ < MAX_MANIFEST_ITEMS);
  const [keptProjects, keptBlogs, keptDesigns] = [keep(projects, kept.project), keep(blogs, kept.blog), keep(designs, kept.design)];
  const [withProjectGalleries, withDesignGalleries] = await Promise.all([projectGalleries(db, keptProjects), designGalleries(db, keptDesigns)]);
  return { ...draft, projects: withProjectGalleries, blogs: keptBlogs, designs: withDesignGalleries };
}
