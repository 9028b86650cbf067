import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../open';
import { testStorage, type TestStorage } from '../../testing/database';
import { MIGRATION_LOCK, migrateToLatest } from '.';

/**
 * On PostgreSQL the migrators of every schema take turns (see `migrate`): a migrator listing the
 * database's tables must never meet another schema's migration halfway. SQLite has one database
 * per file: nothing to share.
 */
describe.skipIf(!process.env['DATABASE_URL'])('migrations on PostgreSQL', () => {
  let storage: TestStorage | undefined;
  let handle: DatabaseHandle | undefined;
  let holder: pg.Client | undefined;
  afterEach(async () => {
    await holder?.end();
    await handle?.close();
    await storage?.cleanup();
    holder = handle = storage = undefined;
  });

  it('waits while another schema is being migrated, and then runs', async () => {
    storage = await testStorage();
    handle = openDatabase(storage);
    // Another schema's migrator, as far as this one can tell: the lock held on another connection.
    holder = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);

    let settled = false;
    const migrating = migrateToLatest(handle.db, handle.engine).finally(() => {
      settled = true;
    });
    // Migrating a fresh schema takes a fraction of this; held back, it has not begun.
    await sleep(500);
    expect(settled).toBe(false);
    const tables = await sql<{ count: string }>`SELECT count(*) AS count FROM information_schema.tables WHERE table_schema = current_schema()`.execute(
      handle.db,
    );
    expect(Number(tables.rows[0]!.count)).toBe(0);

    await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    await migrating;
    const migrated = await handle.db.selectFrom('services').select('id').execute();
    expect(migrated).toEqual([]);
  });
});
