import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { testStorage, type TestStorage } from '../testing/database';
import { openDatabase, type DatabaseHandle } from './open';

let storage: TestStorage | undefined;
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  await storage?.cleanup();
});

// On PostgreSQL (npm run test:pg): SQLite runs in this process and has its busy_timeout.
it.runIf(process.env['DATABASE_URL'])('gives up on a query that runs past the time-out, and the pool stays usable', async () => {
  storage = await testStorage();
  handle = openDatabase({ ...storage, timeouts: { connectMs: 3000, queryMs: 300 } });
  // 30 s of sleep: the test's own time limit (20 s) would fail it first without the time-out.
  await expect(sql`SELECT pg_sleep(30)`.execute(handle.db)).rejects.toThrow(/timeout/i);
  const row = await sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db);
  expect(row.rows[0]?.one).toBe(1);
});
