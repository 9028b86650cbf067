import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The version of the imported content (`meta.content_version`, bumped by every import),
 * checked at most once per `pollMs`: caches keyed by it drop stale entries within that time
 * after `npm run content:import`, also in other replicas sharing one PostgreSQL, while a busy
 * server asks the database once a second instead of once a request.
 */
export class ContentVersion {
  private value = '';
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pollMs = 1000,
  ) {}

  current(): Promise<string> | string {
    if (performance.now() - this.checkedAt < this.pollMs) return this.value;
    this.pending ??= this.read().finally(() => {
      this.pending = null;
    });
    // Every request in that moment waits for the one check: never staler than `pollMs`.
    return this.pending;
  }

  private async read(): Promise<string> {
    const row = await this.db.selectFrom('meta').select('value').where('key', '=', 'content_version').executeTakeFirst();
    this.value = row?.value ?? 'none';
    this.checkedAt = performance.now();
    return this.value;
  }
}
