import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest } from '../db/migrations';
import { openDatabase, type DatabaseHandle } from '../db/open';

/**
 * Where one test keeps its data, on the engine the suite runs against: a throwaway folder
 * (its SQLite file is created on open) and, when DATABASE_URL is set, a fresh schema on that
 * PostgreSQL server, named in `databaseUrl` through the connection's `search_path`. Tests never
 * touch the server's `public` schema, so test files can run in parallel; a run's schemas are
 * dropped when it is over (`schemas.global.ts`).
 */
export interface TestStorage {
  dataDir: string;
  databaseUrl: string | null;
  cleanup: () => Promise<void>;
}

export async function testStorage(): Promise<TestStorage> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-api-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const url = process.env['DATABASE_URL'];
  if (!url) return { dataDir, databaseUrl: null, cleanup: async () => removeDir() };

  // In a test run, the run's global setup names it and drops its schemas at the end
  // (schemas.global.ts); outside one (a script using this), the test drops its own.
  const run = process.env['TEST_SCHEMA_RUN'];
  const schema = `test_${run ?? process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  const scoped = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    dataDir,
    databaseUrl: scoped,
    cleanup: async () => {
      removeDir();
      if (run) return;
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export interface TestDatabase extends DatabaseHandle {
  /** where it lives, as the environment names it (DATA_DIR, DATABASE_URL), for CLIs and child processes */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  cleanup: () => Promise<void>;
}

/** A fresh, migrated database for one test (see `testStorage`); `cleanup` closes and removes it. */
export async function testDatabase(): Promise<TestDatabase> {
  const storage = await testStorage();
  const handle = openDatabase(storage);
  await migrateToLatest(handle.db, handle.engine);
  return {
    ...handle,
    env: { DATA_DIR: storage.dataDir, ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}) },
    cleanup: async () => {
      await handle.close();
      await storage.cleanup();
    },
  };
}
