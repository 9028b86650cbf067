import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './build-fingerprint';
import { listeningServer } from '../api/src/testing/server-process';

/** What runs TypeScript as it loads it: none may be a dependency (the server and its tools run compiled). */
const TYPESCRIPT_RUNNERS = ['tsx', 'ts-node', '@swc-node/register', 'esbuild-register', 'jiti', 'tsimp', '@esbuild-kit/esm-loader'];

const readJson = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, unknown>;
const root = readJson('package.json') as { workspaces: string[]; scripts: Record<string, string> };

describe('the compiled server', () => {
  it('needs no TypeScript runner: none is in any package’s dependencies, and the server’s scripts run node on api/dist', () => {
    for (const manifest of ['package.json', ...root.workspaces.map((workspace) => `${workspace}/package.json`)]) {
      const dependencies = Object.keys(readJson(manifest)['dependencies'] ?? {});
      expect(
        dependencies.filter((name) => TYPESCRIPT_RUNNERS.includes(name)),
        manifest,
      ).toEqual([]);
    }
    for (const [script, entry] of Object.entries({
      start: 'start',
      release: 'release',
      rollback: 'rollback',
      promote: 'promote',
      partners: 'partners',
      releases: 'releases',
      inbox: 'inbox',
      'content:import': 'content-import',
    })) {
      expect(root.scripts[script], script).toBe(`node scripts/compiled.mjs ${entry}`);
    }
  });

  describe('npm start in a fresh clone', () => {
    // The repository's files as a clone has them (no api/dist, no dist, no data), with this
    // checkout's node_modules, and a site build that is up to date by its fingerprint (an empty
    // one: building the site is not what this is about, and takes minutes).
    const clone = mkdtempSync(path.join(tmpdir(), 'site-fresh-clone-'));
    afterAll(() => rmSync(clone, { recursive: true, force: true }));
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;

    beforeAll(() => {
      const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' });
      expect(files.status).toBe(0);
      for (const file of files.stdout.split('\0').filter(Boolean)) {
        if (!existsSync(path.join(repoRoot, file))) continue;
        mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
        copyFileSync(path.join(repoRoot, file), path.join(clone, file));
      }
      // The installed tree: the root's node_modules and each workspace's own (what npm installs
      // beside a workspace, such as api/node_modules, which the compiled server resolves from).
      for (const folder of ['.', ...root.workspaces]) {
        const tree = path.join(repoRoot, folder, 'node_modules');
        if (existsSync(tree)) symlinkSync(tree, path.join(clone, folder, 'node_modules'), 'dir');
      }
      expect(existsSync(path.join(clone, 'api', 'dist'))).toBe(false);
      const dist = path.join(clone, 'dist');
      mkdirSync(dist);
      const fingerprint = spawnSync(
        process.execPath,
        ['--import', 'tsx', '-e', "import('./scripts/build-fingerprint.ts').then((m) => console.log(m.computeFingerprint()))"],
        {
          cwd: clone,
          encoding: 'utf8',
        },
      );
      writeFileSync(path.join(dist, 'build-fingerprint.txt'), fingerprint.stdout);
    }, 60_000);

    it('compiles the server first, then runs it with plain node: no TypeScript is loaded', { timeout: 120_000 }, async () => {
      rmSync(path.join(clone, 'api', 'dist'), { recursive: true, force: true });
      // Every module the server's process loads through the ES module loader, written down by a hook.
      const loaded = path.join(clone, 'loaded.txt');
      const hooks = `import { appendFileSync } from 'node:fs'; export async function load(url, context, next) { appendFileSync(${JSON.stringify(loaded)}, url + '\\n'); return next(url, context); }`;
      const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
      const server = await listeningServer(
        spawn(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(register)}`, 'scripts/compiled.mjs', 'start'], {
          cwd: clone,
          env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(clone, 'data'), LOG_LEVEL: 'warn' },
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      try {
        expect(server.output).toContain('Compiling the server (api/dist has not been compiled yet)...');
        expect(server.output).not.toContain('Building the site');
        const services = await fetch(`${server.url}/api/v1/services`);
        expect(services.status).toBe(200);
      } finally {
        await server.stop();
      }
      const urls = readFileSync(loaded, 'utf8').split('\n').filter(Boolean);
      expect(urls).toContain(`file://${path.join(clone, 'api', 'dist', 'start.js')}`);
      expect(urls.filter((url) => /\.(ts|tsx|mts|cts)$/.test(url) || url.includes('/node_modules/tsx/'))).toEqual([]);
    });

    it('compiles again when a source changed, saying so on stderr: stdout is the command’s own (JSON an operator pipes on)', { timeout: 90_000 }, () => {
      const inboxMessages = () =>
        spawnSync(process.execPath, ['scripts/compiled.mjs', 'inbox', 'messages', '--format', 'json'], {
          cwd: clone,
          encoding: 'utf8',
          env: { ...inherited, DATA_DIR: path.join(clone, 'data') },
        });
      // Compiled and up to date first (the other test may or may not have run before this one).
      expect(inboxMessages().status).toBe(0);
      const source = path.join(clone, 'api', 'src', 'cli', 'inbox.ts');
      writeFileSync(source, `${readFileSync(source, 'utf8')}\n// changed\n`);
      const inbox = inboxMessages();
      expect(inbox.status, inbox.stderr).toBe(0);
      expect(inbox.stderr).toContain('Compiling the server (api/src/cli/inbox.ts changed)...');
      expect(JSON.parse(inbox.stdout)).toEqual(expect.any(Array));
    });
  });
});
