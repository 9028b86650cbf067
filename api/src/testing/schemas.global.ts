import pg from 'pg';

/** Schemas dropped per statement: each holds a few dozen tables, indexes and sequences, all locked until it commits. */
const DROP_BATCH = 20;

/**
 * The unit project's global setup, on PostgreSQL only (`npm run test:pg`): names the run
 * (`TEST_SCHEMA_RUN`, read by `testStorage`, which puts it in every test's schema name) and
 * drops the run's schemas once it is over, not each test's as it ends. Kysely's migrator lists
 * the tables of every schema; a schema another worker dropped in the middle of that listing
 * failed a migration ('schema "test_..." does not exist'), so the files could not run in
 * parallel. Without DATABASE_URL it does nothing.
 */
export default function setup(): (() => Promise<void>) | undefined {
  const url = process.env['DATABASE_URL'];
  if (!url) return undefined;
  // Both unit projects (shared and isolated modules) list this setup: the first names the run
  // and drops its schemas once every project is over; the second finds the name and does nothing.
  if (process.env['TEST_SCHEMA_RUN']) return undefined;
  const run = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  process.env['TEST_SCHEMA_RUN'] = run;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ nspname: string }>('SELECT nspname FROM pg_namespace WHERE nspname LIKE $1', [`test\\_${run}\\_%`]);
      const names = rows.map((row) => row.nspname);
      for (let start = 0; start < names.length; start += DROP_BATCH) {
        await client.query(`DROP SCHEMA ${names.slice(start, start + DROP_BATCH).join(', ')} CASCADE`);
      }
    } finally {
      await client.end();
    }
  };
}
