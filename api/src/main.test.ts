import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config';
import { startServer, type StartedServer } from './main';

describe('starting the server', () => {
  let dataDir: string;
  let first: StartedServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-main-'));
    first = await startServer(loadConfig({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  });
  afterAll(async () => {
    await first.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('listens on a free port with PORT=0 and serves the seeded API', async () => {
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const reply = (await (await fetch(`${first.url}api/v1/services`)).json()) as { data: { total: number } };
    expect(reply.data.total).toBe(9);
  });

  it('says in one line which port is taken, and exits with 1', () => {
    const port = new URL(first.url).port;
    const otherData = mkdtempSync(path.join(tmpdir(), 'site-main-'));
    try {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
        cwd: repoRoot,
        env: { ...process.env, PORT: port, DATA_DIR: otherData, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim()).toBe(`Port ${port} is already in use (set PORT to choose another)`);
    } finally {
      rmSync(otherData, { recursive: true, force: true });
    }
  });
});

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8080 and ./data under the repository', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: null, logLevel: 'info' });
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
  });

  it('rejects bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: '99999' })).toThrow('PORT must be a whole number from 0 to 65535, not "99999"');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must be a postgres://');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
  });
});
