import type { Kysely } from 'kysely';
import type { RemoteName } from '@site/shared/contract';
import type { Database } from '../db/schema';
import type { VersionCounts, VersionTally } from './section-traffic';

/** How long the per-minute counts are kept: the canary's comparison reads them; the totals stay for good. */
const MINUTES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** The minute a count falls in, as stored: `2026-11-29T08:14` (UTC). */
function minuteOf(at: Date): string {
  return at.toISOString().slice(0, 16);
}

/**
 * Adds this replica's counts to the ones every replica sums in the database: its minute's row
 * and its version's total, in one transaction (all of them or none: the caller puts them back).
 */
export async function writeTraffic(db: Kysely<Database>, tallies: readonly VersionTally[], at = new Date()): Promise<void> {
  if (tallies.length === 0) return;
  const minute = minuteOf(at);
  await db.transaction().execute(async (trx) => {
    for (const { section, version, counts } of tallies) {
      const values = { section, version, page_views: counts.pageViews, server_errors: counts.serverErrors, browser_errors: counts.browserErrors };
      await trx
        .insertInto('section_traffic')
        .values({ ...values, minute })
        .onConflict((conflict) =>
          conflict.columns(['section', 'version', 'minute']).doUpdateSet((eb) => ({
            page_views: eb('section_traffic.page_views', '+', eb.ref('excluded.page_views')),
            server_errors: eb('section_traffic.server_errors', '+', eb.ref('excluded.server_errors')),
            browser_errors: eb('section_traffic.browser_errors', '+', eb.ref('excluded.browser_errors')),
          })),
        )
        .execute();
      await trx
        .insertInto('section_version_traffic')
        .values(values)
        .onConflict((conflict) =>
          conflict.columns(['section', 'version']).doUpdateSet((eb) => ({
            page_views: eb('section_version_traffic.page_views', '+', eb.ref('excluded.page_views')),
            server_errors: eb('section_version_traffic.server_errors', '+', eb.ref('excluded.server_errors')),
            browser_errors: eb('section_version_traffic.browser_errors', '+', eb.ref('excluded.browser_errors')),
          })),
        )
        .execute();
    }
  });
}

const zero = (): VersionCounts => ({ pageViews: 0, serverErrors: 0, browserErrors: 0 });

/** Every replica's counts of `versions` of `section` from the minute of `since` on, by version (zero for one never counted). */
export async function trafficSince(db: Kysely<Database>, section: RemoteName, versions: readonly string[], since: Date): Promise<Map<string, VersionCounts>> {
  const rows = await db
    .selectFrom('section_traffic')
    .select((eb) => [
      'version',
      eb.fn.sum<number | string>('page_views').as('pageViews'),
      eb.fn.sum<number | string>('server_errors').as('serverErrors'),
      eb.fn.sum<number | string>('browser_errors').as('browserErrors'),
    ])
    .where('section', '=', section)
    .where('version', 'in', versions)
    .where('minute', '>=', minuteOf(since))
    .groupBy('version')
    .execute();
  const counts = new Map(versions.map((version) => [version, zero()]));
  // PostgreSQL's SUM of integers is a bigint, which `pg` gives as text.
  for (const row of rows)
    counts.set(row.version, { pageViews: Number(row.pageViews), serverErrors: Number(row.serverErrors), browserErrors: Number(row.browserErrors) });
  return counts;
}

/** Every version's counts for good, summed over every replica, by `section\nversion`. */
export async function versionTotals(db: Kysely<Database>): Promise<Map<string, VersionCounts>> {
  const rows = await db.selectFrom('section_version_traffic').selectAll().execute();
  return new Map(
    rows.map((row) => [`${row.section}\n${row.version}`, { pageViews: row.page_views, serverErrors: row.server_errors, browserErrors: row.browser_errors }]),
  );
}

/** Drops the minutes older than MINUTES_KEPT_MS (the totals stay). */
export async function pruneTrafficMinutes(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db
    .deleteFrom('section_traffic')
    .where('minute', '<', minuteOf(new Date(now.getTime() - MINUTES_KEPT_MS)))
    .execute();
}
