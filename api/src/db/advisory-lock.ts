import { sql, type Kysely } from 'kysely';

/**
 * Runs `work` holding one of PostgreSQL's session advisory locks, on one pinned connection that
 * `work` is given (and must use: the lock belongs to that session). Released when `work` ends,
 * or with the connection.
 */
export async function withAdvisoryLock<DB, T>(db: Kysely<DB>, lock: number, work: (connection: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${lock})`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`SELECT pg_advisory_unlock(${lock})`.execute(connection);
    }
  });
}
