import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repoRoot } from '../config';
import { seedIfEmpty } from '../seed/seed';
import { buildServer } from '../server';
import { testDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close: () => Promise<void>;
}

/** The server on a fresh database seeded from the real content/, with no built site. */
export async function testApp(options: { distDir?: string } = {}): Promise<TestApp> {
  const database = await testDatabase();
  await seedIfEmpty(database.db, path.join(repoRoot, 'content'));
  const distDir = options.distDir ?? mkdtempSync(path.join(tmpdir(), 'site-no-dist-'));
  const app = await buildServer({ distDir, logLevel: 'silent' }, database);
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
}
