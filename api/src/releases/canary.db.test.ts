import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeTraffic } from '../observability/traffic-store';
import { testDatabase, type TestDatabase } from '../testing/database';
import { CanaryWatch } from './canary-watch';
import { promote, releaseFolder, rollBack, type ReleaseContext, type Switched } from './commands';
import { releaseHistory } from './history';
import { reportHost } from './hosts';
import { LiveReleases } from './live-releases';
import { liveRelease, runningCanary } from './switch';
import { HOST_VERSIONS, writeFakeSection } from '../testing/fake-section';

let database: TestDatabase;
let work: string;
let context: ReleaseContext;
const said: string[] = [];

beforeEach(async () => {
  database = await testDatabase();
  work = mkdtempSync(path.join(tmpdir(), 'release-canary-'));
  said.length = 0;
  context = { db: database.db, distDir: path.join(work, 'no-dist'), retentionMs: 24 * 3600_000, say: (line) => said.push(line), actor: 'npm run x (ana@ci)' };
  await reportHost(database.db, { id: 'server-a', versions: HOST_VERSIONS, serving: {} });
});
afterEach(async () => {
  await database.cleanup();
  rmSync(work, { recursive: true, force: true });
});

const build = (name: string) => writeFakeSection(path.join(work, name), { text: name });
const release = async (name: string, mode: Parameters<typeof releaseFolder>[4]) =>
  (await releaseFolder(context, 'mf-portfolio', build(name), `commit-${name}`, mode))!;

describe('a release in steps', () => {
  it('previews without switching anything, and prints a signed link', async () => {
    expect(await releaseFolder(context, 'mf-portfolio', build('p'), 'commit-p', { kind: 'preview' })).toBeNull();
    expect(await liveRelease(database.db, 'mf-portfolio')).toBeNull();
    expect(await runningCanary(database.db, 'mf-portfolio')).toBeNull();
    expect(said.at(-1)).toMatch(/^ {2}\/preview\/mf-portfolio\/[0-9a-f]{20}\?until=\d+&sig=[\w-]{43}$/);
  });

  it('sends a share of visitors to a canary, changes the share, promotes it, and keeps rollback an undo of what was live', async () => {
    const a = await release('a', { kind: 'release' });
    const b = await release('b', { kind: 'canary', percent: 10 });
    expect(b).toMatchObject({ servingKey: 'canary:mf-portfolio', percent: 10 });
    expect((await liveRelease(database.db, 'mf-portfolio'))?.id).toBe(a.releaseId);
    const started = (await runningCanary(database.db, 'mf-portfolio'))!;
    expect(started).toMatchObject({ releaseId: b.releaseId, percent: 10 });
    // The same build with another share: its start (from which its errors count) stays.
    await releaseFolder(context, 'mf-portfolio', build('b'), 'commit-b', { kind: 'canary', percent: 30 });
    expect(await runningCanary(database.db, 'mf-portfolio')).toEqual({ ...started, percent: 30 });
    // No full release, and no other canary, beside a running canary.
    await expect(release('c', { kind: 'release' })).rejects.toThrow(/has a canary running .*promote it or roll it back first/);
    await expect(release('c', { kind: 'canary', percent: 5 })).rejects.toThrow(/has a canary running already/);

    const promoted: Switched = await promote(context, 'mf-portfolio');
    expect(promoted).toMatchObject({ releaseId: b.releaseId, servingKey: 'mf-portfolio' });
    expect((await liveRelease(database.db, 'mf-portfolio'))?.id).toBe(b.releaseId);
    expect(await runningCanary(database.db, 'mf-portfolio')).toBeNull();
    await expect(promote(context, 'mf-portfolio')).rejects.toThrow(/has no canary running/);

    // A canary rolled back changes nothing live; the next rollback undoes the promotion.
    const c = await release('c', { kind: 'canary', percent: 20 });
    expect(await rollBack(context, 'mf-portfolio')).toMatchObject({ canaryEnded: true, releaseId: c.releaseId });
    expect((await liveRelease(database.db, 'mf-portfolio'))?.id).toBe(b.releaseId);
    expect(await rollBack(context, 'mf-portfolio')).toMatchObject({ canaryEnded: false, releaseId: a.releaseId });

    const [history] = await releaseHistory(database.db);
    const spans = (id: number | null) =>
      history!.entries.find((entry) => entry.id === id)!.spans.map((span) => [span.kind, span.percent, span.ended?.action ?? null]);
    expect(spans(c.releaseId)).toEqual([['canary', 20, 'end-canary']]);
    expect(spans(b.releaseId)).toEqual([
      ['canary', 30, 'promote'],
      ['live', null, 'rollback'],
    ]);
    expect(history!.entries.find((entry) => entry.id === c.releaseId)!.spans[0]!.ended).toMatchObject({
      actor: 'npm run x (ana@ci)',
      reason: 'npm run rollback',
    });
  });
});

describe('the automatic rollback', () => {
  let releases: LiveReleases;
  afterEach(async () => releases?.close());

  it("ends a canary whose errors are over the margin, once, saying who and why; the live version's own errors do not count against it", async () => {
    await release('a', { kind: 'release' });
    const b = await release('b', { kind: 'canary', percent: 20 });
    releases = new LiveReleases(database.db, path.join(work, 'replica'), HOST_VERSIONS, { warn: () => undefined, info: () => undefined }, 60_000);
    await releases.start();
    const canary = releases.canaries().get('mf_portfolio')!;
    const warnings: string[] = [];
    const watch = new CanaryWatch(database.db, releases, { warn: (line) => warnings.push(line) });
    const counts = (pageViews: number, browserErrors: number) => ({ pageViews, serverErrors: 0, browserErrors });

    // Both versions as bad as each other: nothing to do.
    await writeTraffic(database.db, [
      { section: 'mf_portfolio', version: canary.version, counts: counts(30, 3) },
      { section: 'mf_portfolio', version: canary.liveVersion, counts: counts(120, 12) },
    ]);
    expect(await watch.check()).toEqual([]);
    // The canary's rate climbs past twice the live one's and 2 points above it.
    await writeTraffic(database.db, [{ section: 'mf_portfolio', version: canary.version, counts: counts(0, 10) }]);
    expect(await watch.check()).toEqual(['mf-portfolio']);
    expect(await runningCanary(database.db, 'mf-portfolio')).toBeNull();
    // Another server's look after it finds nothing left to end.
    expect(await new CanaryWatch(database.db, releases, { warn: () => undefined }).check()).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^mf-portfolio: the canary of release #\d+ \(\w+\) is rolled back: its error rate is over 2 times/)]);

    const [history] = await releaseHistory(database.db);
    const ended = history!.entries.find((entry) => entry.id === b.releaseId)!.spans[0]!.ended!;
    expect(ended.actor).toBe(`the server ${releases.id}`);
    expect(ended.reason).toMatch(
      /^automatic: .*the canary 13 errors \(0 server, 13 browser\) in 30 page views, 43\.3 %; the live version 12 errors .* in 120 page views, 10\.0 %$/,
    );
    expect(history!.entries.find((entry) => entry.id === b.releaseId)!.traffic).toEqual(counts(30, 13));
  });
});
