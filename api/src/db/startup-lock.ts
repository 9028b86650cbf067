import type { Kysely } from 'kysely';
import { withAdvisoryLock } from './advisory-lock';
import type { DatabaseHandle } from './open';
import type { Database } from './schema';

/** An arbitrary constant naming this application's start-up lock among PostgreSQL's advisory locks. */
const STARTUP_LOCK = 7_341_902_611;

/**
 * Runs the start-up writes (migrations, the first seed) one replica at a time: replicas
 * started together on one empty PostgreSQL would otherwise both import the content, and the
 * second would bump the content version a moment after the first, for nothing. The lock is
 * held on one pinned connection and released when `work` ends (or with the connection).
 * SQLite has one process by design: no lock needed.
 */
export async function withStartupLock<T>(database: DatabaseHandle, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  if (database.engine !== 'postgres') return work(database.db);
  return withAdvisoryLock(database.db, STARTUP_LOCK, work);
}
