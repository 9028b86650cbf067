import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { repoRoot, type ServerConfig } from '../config';
import type { Readiness } from '../scaling/readiness';
import { seedIfEmpty } from '../seed/seed';
import { buildServer } from '../server';
import { testDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close: () => Promise<void>;
}

/** The server on a fresh database seeded from the real content/; with no built site unless `distDir` names one. */
export async function testApp(
  options: {
    distDir?: string;
    config?: Partial<Pick<ServerConfig, 'publicUrl' | 'corsOrigins' | 'rateLimits' | 'trustProxy' | 'dataDir' | 'redisUrl' | 'notify'>>;
    readiness?: Readiness;
  } = {},
): Promise<TestApp> {
  const database = await testDatabase();
  await seedIfEmpty(database.db, path.join(repoRoot, 'content'));
  const ownsDist = options.distDir === undefined;
  const distDir = options.distDir ?? mkdtempSync(path.join(tmpdir(), 'site-no-dist-'));
  const app = await buildServer(
    { distDir, logLevel: 'silent', ...options.config },
    { ...database, ...(options.readiness ? { readiness: options.readiness } : {}) },
  );
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.cleanup();
      if (ownsDist) rmSync(distDir, { recursive: true, force: true });
    },
  };
}
