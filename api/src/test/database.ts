import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest } from '../db/migrations';
import { openDatabase, type DatabaseHandle } from '../db/open';

export interface TestDatabase extends DatabaseHandle {
  cleanup: () => Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a throwaway SQLite file, or, when
 * DATABASE_URL is set (`npm run test:pg`), a fresh schema on that PostgreSQL server.
 */
export async function testDatabase(): Promise<TestDatabase> {
  const url = process.env['DATABASE_URL'];
  if (url) {
    const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const scoped = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const handle = openDatabase({ dataDir: '', databaseUrl: scoped });
    await migrateToLatest(handle.db, handle.engine);
    return {
      ...handle,
      cleanup: async () => {
        await handle.close();
        await admin.query(`DROP SCHEMA ${schema} CASCADE`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'site-api-test-'));
  const handle = openDatabase({ dataDir: dir, databaseUrl: null });
  await migrateToLatest(handle.db, handle.engine);
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
