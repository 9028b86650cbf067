import type { VersionCounts } from '../observability/section-traffic';

/**
 * When a canary is rolled back by itself (docs/scaling.md, "The automatic rollback"). Errors are
 * the server's own (a render that failed or showed the error fallback) and the browsers' reports;
 * a rate is errors per page view, since the canary started. The canary goes back when, over at
 * least `minPageViews` of its page views and `minErrors` of its errors, its rate is more than
 * `factor` times the live version's and at least `marginPoints` percentage points above it:
 * the factor keeps a busy site's usual noise from rolling back, the margin keeps a live
 * version with almost no errors from making one error of the canary look like a disaster, and
 * the minimum sample keeps a canary from being judged on its first few visitors.
 */
export const CANARY_RULE = { minPageViews: 20, minErrors: 2, factor: 2, marginPoints: 2 } as const;

export type CanaryRule = typeof CANARY_RULE;

export type CanaryVerdict = { rollBack: false; why: string } | { rollBack: true; why: string };

const errorsOf = (counts: VersionCounts) => counts.serverErrors + counts.browserErrors;
const rateOf = (counts: VersionCounts) => (counts.pageViews > 0 ? errorsOf(counts) / counts.pageViews : 0);
const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

function described(counts: VersionCounts): string {
  return `${errorsOf(counts)} errors (${counts.serverErrors} server, ${counts.browserErrors} browser) in ${counts.pageViews} page views, ${percent(rateOf(counts))}`;
}

/** Whether the canary with `canary` counts goes back, beside the live version with `live` counts; `why` says it in figures. */
export function canaryVerdict(canary: VersionCounts, live: VersionCounts, rule: CanaryRule = CANARY_RULE): CanaryVerdict {
  const figures = `the canary ${described(canary)}; the live version ${described(live)}`;
  if (canary.pageViews < rule.minPageViews || errorsOf(canary) < rule.minErrors) {
    return { rollBack: false, why: `too few yet to judge (at least ${rule.minPageViews} page views and ${rule.minErrors} errors of the canary): ${figures}` };
  }
  const canaryRate = rateOf(canary);
  const liveRate = rateOf(live);
  // In points, rounded to a thousandth of one: 3 % - 1 % is 2 points, not 1.9999999999999996.
  const pointsAbove = Math.round((canaryRate - liveRate) * 100_000) / 1000;
  if (canaryRate > liveRate * rule.factor && pointsAbove >= rule.marginPoints) {
    return {
      rollBack: true,
      why: `its error rate is over ${rule.factor} times the live version's and ${rule.marginPoints} points above it: ${figures}`,
    };
  }
  return { rollBack: false, why: `within the margin: ${figures}` };
}
