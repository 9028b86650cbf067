import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from './config';
import { startServer, type StartedServer } from './main';
import { testStorage, type TestStorage } from './testing/database';
import { SERVER_COMMAND } from './testing/server-command';

/** The environment `main.ts` reads, pointing at this test's storage (and not the caller's DATABASE_URL). */
function envFor(storage: TestStorage, extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _callers, ...inherited } = process.env;
  return {
    ...inherited,
    DATA_DIR: storage.dataDir,
    ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
    ...extra,
  };
}

describe('startServer', () => {
  let storage: TestStorage;
  let first: StartedServer;
  beforeAll(async () => {
    storage = await testStorage();
    first = await startServer(loadConfig(envFor(storage, { PORT: '0', LOG_LEVEL: 'silent' })));
  });
  afterAll(async () => {
    await first.close();
    await storage.cleanup();
  });

  it('listens on a free port with PORT=0 and serves the seeded API', async () => {
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const reply = (await (await fetch(`${first.url}api/v1/services`)).json()) as { data: { total: number } };
    expect(reply.data.total).toBe(9);
  });

  it('does not seed again on a second start over the same database', async () => {
    const second = await startServer(loadConfig(envFor(storage, { PORT: '0', LOG_LEVEL: 'silent' })));
    try {
      const reply = (await (await fetch(`${second.url}api/v1/services`)).json()) as { data: { total: number } };
      expect(reply.data.total).toBe(9);
    } finally {
      await second.close();
    }
  });

  it('says in one line which port is taken, and exits with 1', () => {
    const port = new URL(first.url).port;
    const result = spawnSync(process.execPath, SERVER_COMMAND, {
      cwd: repoRoot,
      env: envFor(storage, { PORT: port, LOG_LEVEL: 'info' }),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(`Port ${port} is already in use (set PORT to choose another)`);
    expect(result.stdout).toBe('');
  });
});

describe('main.ts as a process', () => {
  it('prints exactly one line to stdout (logs go to stderr) and stops cleanly on SIGTERM', async () => {
    const storage = await testStorage();
    try {
      const child = spawn(process.execPath, SERVER_COMMAND, {
        cwd: repoRoot,
        env: envFor(storage, { PORT: '0', LOG_LEVEL: 'info' }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /^Site running at (http:\/\/127\.0\.0\.1:\d+\/)\n/.exec(stdout);
          if (match?.[1]) resolve(match[1]);
        });
        void exited.then((code) => reject(new Error(`exited with ${code} before listening`)));
      });
      expect((await fetch(`${url}api/health`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(stdout).toBe(`Site running at ${url}\n`);
    } finally {
      await storage.cleanup();
    }
  });
});

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8080 and folders under the repository, not the working directory', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: null, logLevel: 'info' });
    expect(config.dataDir).toBe(path.join(repoRoot, 'data'));
    expect(config.distDir).toBe(path.join(repoRoot, 'dist'));
    expect(config.contentDir).toBe(path.join(repoRoot, 'content'));
    expect(loadConfig({ DATA_DIR: 'var/db' }).dataDir).toBe(path.join(repoRoot, 'var', 'db'));
  });

  it('rejects bad values with a clear message', () => {
    expect(() => loadConfig({ PORT: '99999' })).toThrow('PORT must be a whole number from 0 to 65535, not "99999"');
    expect(() => loadConfig({ PORT: '80.5' })).toThrow('PORT must be a whole number');
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must be a postgres://');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
    expect(() => loadConfig({ HOST: 'http://localhost' })).toThrow('HOST must be a host name or IP address');
    expect(() => loadConfig({ HOST: 'localhost:8080' })).toThrow('HOST must be a host name or IP address');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
