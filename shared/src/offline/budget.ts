import { OFFLINE_BUDGET_BYTES } from '@site/shared/contract';

/**
 * The offline copy (docs/offline.md#the-plan): at most 50 MB; when everything does not fit it keeps at least
 * the 5 newest blog posts, the 10 newest projects and 3 images. The plan (plan.ts) chooses
 * what fits before anything is fetched; the download counts the bytes really stored (reply
 * bodies as JSON, image and page bodies as fetched) and, should estimates have been short,
 * `overBudget` names what goes, least useful first, so the copy never stays over the budget.
 */
export const OFFLINE_STORE_LIMIT_BYTES = OFFLINE_BUDGET_BYTES;
export const KEEP_WHEN_OVER = { blogPosts: 5, projects: 10, images: 3 } as const;

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

/** The units to drop, least useful first, until what stays is within `limit`; the mandatory ones stay whatever they weigh. */
export function overBudget<T extends StoredUnit>(stored: readonly T[], limit: number = OFFLINE_STORE_LIMIT_BYTES): T[] {
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
