import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE } from '../site/cache-policy';
import { testApp, type TestApp } from '../testing/app';
import { fakeDist, fakeRemotesJson } from '../testing/fake-dist';
import { releaseFolder } from './commands';
import { HOST_VERSIONS, writeFakeSection } from '../testing/fake-section';

/** The server over a stand-in for dist/ (a host build with its versions), and a release of mf-portfolio made against its database. */
/** A server applies a switch at its next look (every RELEASE_POLL_MS): on a loaded machine that can take seconds. */
const untilApplied = { timeout: 15_000 };

let dist: string;
let work: string;
let t: TestApp;
beforeAll(async () => {
  dist = fakeDist('release-routes-dist-', {
    'root-config/index.html': '<!doctype html><html><head><title>t</title></head><body><main id="main"></main></body></html>',
    'root-config/remotes.json': fakeRemotesJson,
    'root-config/build-info.json': JSON.stringify({
      name: 'root-config',
      container: null,
      rspack: HOST_VERSIONS.rspack,
      federation: { runtimeCore: HOST_VERSIONS.runtimeCore, bundlerRuntime: HOST_VERSIONS.bundlerRuntime },
      styles: {},
    }),
    'mf-shell/remoteEntry.js': 'var mf_shell;',
    'mf-shell/build-info.json': '{}',
  });
  work = mkdtempSync(path.join(tmpdir(), 'release-routes-'));
  t = await testApp({ distDir: dist, config: { dataDir: path.join(work, 'data') } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const manifest = async () => (await get('/remotes.json')).json<{ remotes: Record<string, { entry: string }> }>().remotes;

describe('a released section', () => {
  it('is where /remotes.json says, under its version’s URL, cached for good; its server build and build notes are never sent', async () => {
    expect((await manifest())['mf_portfolio']).toEqual({ entry: 'https://cdn.example.com/portfolio/remoteEntry.js' });
    const context = { db: t.database.db, distDir: dist, retentionMs: 3600_000, say: () => undefined };
    const released = await releaseFolder(context, 'mf-portfolio', writeFakeSection(path.join(work, 'build'), { text: 'released' }), 'c1');
    const base = `/releases/mf-portfolio/${released!.version}/`;
    await expect.poll(async () => (await manifest())['mf_portfolio']?.entry, untilApplied).toBe(`${base}remoteEntry.js`);
    const remotes = await get('/remotes.json');
    expect(remotes.headers['cache-control']).toBe(REVALIDATE);
    expect(remotes.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/remotes.json', { 'if-none-match': String(remotes.headers['etag']) })).statusCode).toBe(304);
    // Only the entry: where a server build lives is this server's business.
    expect(remotes.body).not.toContain('serverEntry');

    const entry = await get(`${base}remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* released */');
    expect(entry.headers['cache-control']).toBe(IMMUTABLE);
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    for (const url of [
      `${base}server/remoteEntry.js`,
      `${base}build-info.json`,
      `${base}missing.js`,
      '/releases/mf-portfolio/0123456789abcdef0123/remoteEntry.js',
      '/mf-shell/build-info.json',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
