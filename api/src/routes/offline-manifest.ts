import type { FastifyInstance } from 'fastify';
import { OFFLINE_BUDGET_BYTES, type OfflineManifestItem, type OfflineManifestResponse } from '@site/shared/contract';
import { blogItems, coreCost, counts, designItems, projectItems, serviceItems } from './offline-costs';
import { cachedRead, type ReadContext } from './read-context';

type Kind = 'projects' | 'blogs' | 'designs';

/**
 * GET /v1/offline/manifest: what the offline download plans from (docs/offline.md): for each
 * project, article, design and service, what keeping it costs (its reply, its page and its
 * images, estimated in offline-sizes.ts), and what the core of every copy costs. Items newest
 * first; the three kinds taken in turn (a project, an article, a design, the next project...)
 * and cut once they add up to the budget, so the reply stays small whatever the content.
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
      const kept = cutAtBudget({ projects, blogs, designs }, OFFLINE_BUDGET_BYTES);
      return { success: true, data: { budget: OFFLINE_BUDGET_BYTES, core, ...kept, services, totals } };
    }),
  );
}

const cost = (item: OfflineManifestItem) => (item.reply ?? 0) + (item.page ?? 0) + (item.images ?? 0);

/** The kinds in turn, newest first, until their costs add up to `budget`: no plan keeps more of any kind. */
export function cutAtBudget(kinds: Record<Kind, OfflineManifestItem[]>, budget: number): Record<Kind, OfflineManifestItem[]> {
  const kept: Record<Kind, OfflineManifestItem[]> = { projects: [], blogs: [], designs: [] };
  const names = Object.keys(kept) as Kind[];
  let total = 0;
  for (let rank = 0; total < budget && names.some((name) => rank < kinds[name].length); rank++) {
    for (const name of names) {
      const item = kinds[name][rank];
      if (!item) continue;
      kept[name].push(item);
      total += cost(item);
    }
  }
  return kept;
}
