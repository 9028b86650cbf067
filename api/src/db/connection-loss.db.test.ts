import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, expect, it, vi } from 'vitest';
import { testStorage, type TestStorage } from '../testing/database';
import { openDatabase, type DatabaseHandle } from './open';

let storage: TestStorage | undefined;
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  await storage?.cleanup();
});

/** Ends, from another connection, every connection of `name` (`application_name`), as a restart does; says how many. */
async function endConnections(databaseUrl: string, name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const ended = await admin.query('SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = $1', [name]);
    return ended.rows.length;
  } finally {
    await admin.end();
  }
}

/**
 * On PostgreSQL (npm run test:pg): the server ends the pool's idle connections, as a restart or a
 * failover does (`pg_terminate_backend`, "terminating connection due to administrator
 * command"). The pool's `error` event has a listener, so the process goes on; the outage is heard
 * once, the next query opens a new connection, and the end of the outage is heard once.
 * (Without the listener, the error is unhandled: this test fails with it, and a server exits.)
 */
it.runIf(process.env['DATABASE_URL'])('survives the server ending its idle connections, and the next query reconnects', async () => {
  storage = await testStorage();
  const name = `connection-loss-${randomBytes(4).toString('hex')}`;
  const url = `${storage.databaseUrl!}&application_name=${name}`;
  handle = openDatabase({ dataDir: storage.dataDir, databaseUrl: url });
  const heard: string[] = [];
  handle.onOutage({ lost: (reason) => heard.push(`lost: ${reason}`), found: () => heard.push('found') });
  // Two connections, both idle in the pool after their queries.
  await Promise.all([sql`SELECT pg_sleep(0.05)`.execute(handle.db), sql`SELECT pg_sleep(0.05)`.execute(handle.db)]);
  expect(handle.stats()).toMatchObject({ connections: 2, idle: 2, reachable: true });

  expect(await endConnections(storage.databaseUrl!, name)).toBe(2);
  await vi.waitFor(() => expect(handle!.stats().connectionErrors).toBe(2));
  expect(handle.stats()).toMatchObject({ connections: 0, reachable: false });

  const row = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
  expect(row.rows[0]?.one).toBe(1);
  expect(handle.stats().reachable).toBe(true);
  expect(heard).toEqual(['lost: terminating connection due to administrator command', 'found']);
});

/**
 * The same end for a connection checked out between two queries (inside a transaction, or between
 * the checkout and the first query): the client, not the pool, emits `error`. It is heard, the
 * process goes on, the next query on that connection fails as a query does, and the pool drops
 * it and opens a new one. (Without a listener on the client, this test fails with an unhandled
 * error, and a server exits.)
 */
it.runIf(process.env['DATABASE_URL'])('survives the server ending a connection checked out between two queries', async () => {
  storage = await testStorage();
  const name = `connection-loss-out-${randomBytes(4).toString('hex')}`;
  handle = openDatabase({ dataDir: storage.dataDir, databaseUrl: `${storage.databaseUrl!}&application_name=${name}` });
  const heard: string[] = [];
  handle.onOutage({ lost: (reason) => heard.push(`lost: ${reason}`), found: () => heard.push('found') });

  const failed = await handle.db.connection().execute(async (connection) => {
    await sql`SELECT 1`.execute(connection);
    expect(await endConnections(storage!.databaseUrl!, name)).toBe(1);
    await vi.waitFor(() => expect(handle!.stats().connectionErrors).toBe(1));
    return sql`SELECT 1`.execute(connection).then(
      () => false,
      () => true,
    );
  });
  expect(failed).toBe(true);

  const row = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
  expect(row.rows[0]?.one).toBe(1);
  expect(handle.stats()).toMatchObject({ connections: 1, reachable: true });
  expect(heard).toEqual(['lost: terminating connection due to administrator command', 'found']);
});
