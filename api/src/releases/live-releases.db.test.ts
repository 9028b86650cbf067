import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../testing/database';
import { readBuildInfo, readBuiltFiles, toolVersions } from './build-folder';
import { releaseFolder, type ReleaseContext } from './commands';
import { liveHosts } from './hosts';
import { LiveReleases } from './live-releases';
import { SectionLocator } from './section-locator';
import { endCanary, startCanary, switchSection } from './switch';
import { HOST_VERSIONS, writeFakeSection } from '../testing/fake-section';
import { uploadRelease } from './upload';

/** A server applies a switch at its next look (every RELEASE_POLL_MS): on a loaded machine that can take seconds. */
const untilApplied = { timeout: 15_000 };

let database: TestDatabase;
let work: string;
let releases: LiveReleases;
let context: ReleaseContext;
const warnings: string[] = [];

beforeEach(async () => {
  database = await testDatabase();
  work = mkdtempSync(path.join(tmpdir(), 'live-releases-'));
  warnings.length = 0;
  releases = new LiveReleases(database.db, path.join(work, 'releases'), HOST_VERSIONS, { warn: (line) => warnings.push(line), info: () => undefined }, 20);
  await releases.start();
  context = { db: database.db, distDir: path.join(work, 'no-dist'), retentionMs: 3600_000, say: () => undefined };
});
afterEach(async () => {
  await releases.close();
  await database.cleanup();
  rmSync(work, { recursive: true, force: true });
});

const build = (name: string, text: string) => writeFakeSection(path.join(work, 'builds', name), { text });
const servedVersion = () => releases.current().get('mf_portfolio')?.version;

describe('LiveReleases', () => {
  it('serves a canary beside the live release once its copy is whole, names it in its report, and drops it when it ends', async () => {
    const folder = build('canary', 'canary');
    const uploaded = await uploadRelease(database.db, {
      section: 'mf-portfolio',
      container: 'mf_portfolio',
      files: readBuiltFiles(folder),
      versions: toolVersions(readBuildInfo(folder)!),
      gitCommit: 'c1',
    });
    expect(releases.knownVersion('mf_portfolio', 'build')).toBe(true);
    expect(releases.knownVersion('mf_portfolio', '0123456789abcdef0123')).toBe(false);
    await startCanary(database.db, 'mf-portfolio', uploaded.id, 20, 'a test');
    await expect.poll(() => releases.canaries().get('mf_portfolio')?.percent, untilApplied).toBe(20);
    const canary = releases.canaries().get('mf_portfolio')!;
    expect(canary).toMatchObject({ section: 'mf-portfolio', version: uploaded.version, releaseId: uploaded.id, liveVersion: 'build' });
    expect(readFileSync(path.join(canary.folder, 'remoteEntry.js'), 'utf8')).toBe('/* canary */');
    // The live set is as it was: the build in dist/.
    expect(servedVersion()).toBeUndefined();
    expect(releases.knownVersion('mf_portfolio', uploaded.version)).toBe(true);
    await expect.poll(async () => (await liveHosts(database.db))[0]?.serving, untilApplied).toEqual({ 'canary:mf-portfolio': uploaded.version });
    // A second server deciding at the same moment finds it ended already.
    expect(await endCanary(database.db, 'mf-portfolio', uploaded.id, 'a test', 'over')).toBe(true);
    expect(await endCanary(database.db, 'mf-portfolio', uploaded.id, 'another', 'over')).toBe(false);
    await expect.poll(() => releases.canaries().size, untilApplied).toBe(0);
  });

  it('reports this server, applies a switch once its copy of the files is whole, and keeps older versions reachable', async () => {
    expect(await liveHosts(database.db)).toEqual([{ id: releases.id, versions: HOST_VERSIONS, serving: {} }]);
    const first = await releaseFolder(context, 'mf-portfolio', build('one', 'one'), 'c1');
    await expect.poll(servedVersion, untilApplied).toBe(first!.version);
    const applied = releases.current().get('mf_portfolio')!;
    expect(readFileSync(path.join(applied.folder, 'remoteEntry.js'), 'utf8')).toBe('/* one */');
    expect(readFileSync(path.join(applied.folder, 'server', 'remoteEntry.js'), 'utf8')).toBe('module.exports = {}');
    const generation = releases.generation();

    const second = await releaseFolder(context, 'mf-portfolio', build('two', 'two'), 'c2');
    await expect.poll(servedVersion, untilApplied).toBe(second!.version);
    expect(releases.generation()).toBe(generation + 1);
    await expect.poll(async () => (await liveHosts(database.db))[0]?.serving, untilApplied).toEqual({ 'mf-portfolio': second!.version });
    // The first version's files stay reachable (a page rendered on it asks for them).
    expect(await releases.folderOf('mf-portfolio', first!.version!)).toBe(applied.folder);
    expect(await releases.folderOf('mf-portfolio', '0123456789abcdef0123')).toBeNull();

    // Another server that never served the first version makes its copy when a page asks for one of its files.
    const other = new LiveReleases(database.db, path.join(work, 'other-replica'), HOST_VERSIONS, { warn: () => undefined, info: () => undefined });
    const copied = await other.folderOf('mf-portfolio', first!.version!);
    expect(copied).toBe(path.join(work, 'other-replica', 'mf-portfolio', first!.version!));
    expect(readFileSync(path.join(copied!, 'remoteEntry.js'), 'utf8')).toBe('/* one */');
  });

  it('does not apply a release whose stored files do not match their hashes, and says so once', async () => {
    const first = await releaseFolder(context, 'mf-portfolio', build('one', 'one'), 'c1');
    await expect.poll(servedVersion, untilApplied).toBe(first!.version);
    const folder = build('bad', 'bad');
    const files = readBuiltFiles(folder);
    const uploaded = await uploadRelease(database.db, {
      section: 'mf-portfolio',
      container: 'mf_portfolio',
      files,
      versions: toolVersions(readBuildInfo(folder)!),
      gitCommit: 'bad',
    });
    const entry = files.find((file) => file.path === 'remoteEntry.js')!;
    // The same size, other bytes: the store's completeness check passes, the copy's hash check does not.
    await database.db
      .updateTable('release_blobs')
      .set({ bytes: Buffer.from('/* BAD */') })
      .where('hash', '=', entry.hash)
      .execute();
    await switchSection(database.db, 'mf-portfolio', uploaded.id, 'release');
    await expect.poll(() => warnings.length, untilApplied).toBeGreaterThan(0);
    expect(warnings).toEqual([expect.stringMatching(/does not match its hash .*the sections served stay as they are/)]);
    expect(servedVersion()).toBe(first!.version);
    expect(existsSync(releases.root)).toBe(true);
  });
});

/** A built dist/ with mf-portfolio in its folder (and its build's files) and the build's remotes.json. */
function builtDist(): { dist: string; manifest: string; writeManifest: (portfolio: string) => void } {
  const dist = path.join(work, 'dist');
  writeFakeSection(path.join(dist, 'mf-portfolio'), { text: 'built' });
  mkdirSync(path.join(dist, 'root-config'), { recursive: true });
  const manifest = path.join(dist, 'root-config', 'remotes.json');
  const entry = (dir: string) => ({ entry: `/${dir}/remoteEntry.js`, serverEntry: `/${dir}/server/remoteEntry.js` });
  const writeManifest = (portfolio: string) =>
    writeFileSync(
      manifest,
      JSON.stringify({ remotes: { mf_shell: entry('mf-shell'), mf_pages: entry('mf-pages'), mf_portfolio: entry(portfolio), mf_forms: entry('mf-forms') } }),
    );
  writeManifest('mf-portfolio');
  return { dist, manifest, writeManifest };
}

describe('SectionLocator', () => {
  it('keeps the sections where they were through a half-written remotes.json, and sees the next edit by its content', async () => {
    const { dist, manifest, writeManifest } = builtDist();
    const locator = new SectionLocator(dist, releases, (line) => warnings.push(line));
    expect(locator.locate().sections?.mf_portfolio.entry).toBe('/mf-portfolio/remoteEntry.js');
    const { mtime } = statSync(manifest);
    // An edit caught half-way (truncated, not yet written): nothing moves, and it is said once.
    writeFileSync(manifest, '');
    utimesSync(manifest, mtime, mtime);
    await expect.poll(() => locator.locate().error, untilApplied).toMatch(/cannot be read/);
    expect(locator.locate().sections?.mf_portfolio.entry).toBe('/mf-portfolio/remoteEntry.js');
    expect(warnings.filter((line) => line.includes('remotes.json'))).toEqual([expect.stringMatching(/cannot be read: the sections stay where they were$/)]);
    // The edit's end, with the same modification time as the half (a quick rewrite): seen by its content.
    writeManifest('mf-portfolio-next');
    utimesSync(manifest, mtime, mtime);
    await expect.poll(() => locator.locate().sections?.mf_portfolio.entry, untilApplied).toBe('/mf-portfolio-next/remoteEntry.js');
    expect(locator.locate().error).toBeNull();
  });

  it('links the new files of a section rebuilt in place', async () => {
    const { dist } = builtDist();
    const locator = new SectionLocator(dist, releases, (line) => warnings.push(line));
    expect(locator.locate().sections?.mf_portfolio.assets['spa']?.js).toEqual(['/mf-portfolio/12.abcdef0123.js']);
    const before = locator.locate().version;
    const federationManifest = path.join(dist, 'mf-portfolio', 'mf-manifest.json');
    writeFileSync(federationManifest, JSON.stringify({ exposes: [{ name: 'spa', assets: { css: { sync: [] }, js: { sync: ['13.fedcba9876.js'] } } }] }));
    utimesSync(federationManifest, new Date(), new Date(Date.now() + 60_000));
    await expect.poll(() => locator.locate().sections?.mf_portfolio.assets['spa']?.js, untilApplied).toEqual(['/mf-portfolio/13.fedcba9876.js']);
    expect(locator.locate().version).not.toBe(before);
  });

  it('places each section where the build put it, and a released section at its version’s URL, with its assets from its build', async () => {
    const { dist } = builtDist();
    const locator = new SectionLocator(dist, releases, (line) => warnings.push(line));
    const before = locator.locate();
    expect(before.sections?.mf_portfolio).toEqual({
      version: 'build',
      entry: '/mf-portfolio/remoteEntry.js',
      dir: path.join(dist, 'mf-portfolio'),
      serverEntry: path.join(dist, 'mf-portfolio', 'server', 'remoteEntry.js'),
      assets: { spa: { css: [{ href: '/mf-portfolio/12.abcdef0123.css', chunk: 'mf-portfolio:chunk-12' }], js: ['/mf-portfolio/12.abcdef0123.js'] } },
    });

    const released = await releaseFolder(context, 'mf-portfolio', build('one', 'one'), 'c1');
    await expect.poll(() => locator.locate().sections?.mf_portfolio.entry, untilApplied).toBe(`/releases/mf-portfolio/${released!.version}/remoteEntry.js`);
    const after = locator.locate();
    expect(after.version).not.toBe(before.version);
    expect(after.sections?.mf_portfolio.serverEntry).toBe(path.join(releases.root, 'mf-portfolio', released!.version!, 'server', 'remoteEntry.js'));
    expect(after.sections?.mf_portfolio.dir).toBe(path.join(releases.root, 'mf-portfolio', released!.version!));
    expect(after.sections?.mf_portfolio.assets['spa']?.css).toEqual([
      { href: `/releases/mf-portfolio/${released!.version}/12.abcdef0123.css`, chunk: 'mf-portfolio:chunk-12' },
    ]);
    expect(after.sections?.mf_portfolio.version).toBe(released!.version);
    expect(after.sections?.mf_pages).toEqual(before.sections?.mf_pages);
  });

  it("gives a request's own versions (a canary, a preview) beside the live set, each set under a version of its own", async () => {
    const { dist } = builtDist();
    const locator = new SectionLocator(dist, releases, (line) => warnings.push(line));
    const live = locator.locate();
    const folder = build('canary', 'canary');
    const uploaded = await uploadRelease(database.db, {
      section: 'mf-portfolio',
      container: 'mf_portfolio',
      files: readBuiltFiles(folder),
      versions: toolVersions(readBuildInfo(folder)!),
      gitCommit: 'c3',
    });
    const copy = (await releases.folderOf('mf-portfolio', uploaded.version))!;
    const override = { container: 'mf_portfolio' as const, section: 'mf-portfolio', version: uploaded.version, folder: copy };
    const variant = locator.locate([override]);
    expect(variant.sections?.mf_portfolio).toMatchObject({
      version: uploaded.version,
      entry: `/releases/mf-portfolio/${uploaded.version}/remoteEntry.js`,
      dir: copy,
    });
    expect(variant.sections?.mf_pages).toEqual(live.sections?.mf_pages);
    expect(variant.version).not.toBe(live.version);
    expect(locator.locate([override])).toBe(variant);
    // The live set is as it was.
    expect(locator.locate()).toBe(live);
  });

  it("locates a released section's containers by the names its builds wrote, not by the usual name", async () => {
    const { dist } = builtDist();
    const locator = new SectionLocator(dist, releases, (line) => warnings.push(line));
    const folder = writeFakeSection(path.join(work, 'builds', 'named'), { text: 'named', entry: 'containers/portfolio.js' });
    const released = await releaseFolder(context, 'mf-portfolio', folder, 'c1');
    const base = `/releases/mf-portfolio/${released!.version}/`;
    await expect.poll(() => locator.locate().sections?.mf_portfolio.entry, untilApplied).toBe(`${base}containers/portfolio.js`);
    const located = locator.locate().sections?.mf_portfolio;
    expect(located?.serverEntry).toBe(path.join(releases.root, 'mf-portfolio', released!.version!, 'server', 'containers', 'portfolio.js'));
    expect(readFileSync(located!.serverEntry!, 'utf8')).toBe('module.exports = {}');
  });
});
