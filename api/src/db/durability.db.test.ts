import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config';
import { testStorage } from '../testing/database';
import { migrateToLatest } from './migrations';
import { openDatabase } from './open';

const ROWS = 25;

/**
 * A child process commits rows one transaction at a time, says "saved" (what a reply would
 * say), and is killed with SIGKILL: no shutdown code, no checkpoint runs. Every row must be
 * there afterwards, i.e. "saved" means committed, with nothing held back in the process. (WAL
 * with `synchronous = NORMAL` hands each commit to the OS before returning; surviving power loss
 * as well would need `FULL`, which no process-level test can show: see open.ts.)
 */
const writer = `
import { openDatabase } from ${JSON.stringify(pathToFileURL(path.join(repoRoot, 'api/src/db/open.ts')).href)};
const { db } = openDatabase({ dataDir: process.env.DATA_DIR, databaseUrl: process.env.DATABASE_URL || null });
const now = new Date().toISOString();
for (let i = 1; i <= ${ROWS}; i++) {
  await db.insertInto('services').values({
    slug: 'row-' + i, sort_order: i, icon: null, image_url: null, name_ar: 'س', name_en: 's',
    description_ar: 'و', description_en: 'd', created_at: now, updated_at: now,
  }).execute();
}
process.stdout.write('saved\\n');
setInterval(() => {}, 60_000);
`;

describe('durability', () => {
  it('keeps every committed row when the process is killed right after saying "saved"', async () => {
    const storage = await testStorage();
    try {
      const setup = openDatabase(storage);
      await migrateToLatest(setup.db, setup.engine);
      await setup.close();

      const { DATABASE_URL: _callers, ...inherited } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', writer], {
        cwd: repoRoot,
        env: { ...inherited, DATA_DIR: storage.dataDir, ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('saved')) resolve();
        });
        void exited.then(() => reject(new Error(`writer exited before saving:\n${stderr}`)));
      });
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      const after = openDatabase(storage);
      try {
        const rows = await after.db.selectFrom('services').select('slug').execute();
        expect(rows).toHaveLength(ROWS);
      } finally {
        await after.close();
      }
    } finally {
      await storage.cleanup();
    }
  });
});
