import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How long a request waits for a version check before it goes on with the version it knew. */
const VERSION_CHECK_WAIT_MS = 250;

/**
 * The version of the imported content (`meta.content_version`, bumped by every import),
 * checked at most once per `pollMs`: caches keyed by it drop stale entries within that time
 * after `npm run content:import`, also in other replicas sharing one PostgreSQL, while a busy
 * server asks the database once a second instead of once a request.
 *
 * The requests that arrive while a check runs wait for it, but at most `waitMs` once a version
 * is known: a database slow to answer then holds no request (they go on with the version
 * they knew, and the next check comes `pollMs` after this one ends). Only the first check, with
 * nothing known yet, is waited for whole (bounded by the database's own time-outs, see
 * db/open.ts); if it fails, the request fails and the next one asks again.
 */
export class ContentVersion {
  private value: string | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly readVersion: () => Promise<string | null>,
    private readonly pollMs = 1000,
    private readonly waitMs = VERSION_CHECK_WAIT_MS,
  ) {}

  current(): Promise<string> | string {
    if (this.value !== null && performance.now() - this.checkedAt < this.pollMs) return this.value;
    this.pending ??= this.check().finally(() => {
      this.pending = null;
    });
    const known = this.value;
    if (known === null) return this.pending;
    return Promise.race([
      this.pending.catch(() => known),
      new Promise<string>((resolve) => setTimeout(() => resolve(this.value ?? known), this.waitMs).unref()),
    ]);
  }

  private async check(): Promise<string> {
    try {
      this.value = (await this.readVersion()) ?? 'none';
    } catch (error) {
      if (this.value === null) throw error;
      // Known: kept until the database answers again, asked again after `pollMs`.
    }
    this.checkedAt = performance.now();
    return this.value;
  }
}

/** The content version of this database. */
export function contentVersionOf(db: Kysely<Database>, pollMs?: number): ContentVersion {
  return new ContentVersion(async () => (await db.selectFrom('meta').select('value').where('key', '=', 'content_version').executeTakeFirst())?.value ?? null, pollMs);
}
