import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabase, type TestDatabase } from '../testing/database';
import { releaseFolder, rollBack, type ReleaseContext } from './commands';
import { releaseHistory } from './history';
import { reportHost } from './hosts';
import { KEEP_RELEASES, pruneReleases } from './prune';
import { liveRelease, switchSection } from './switch';
import { HOST_VERSIONS, writeFakeSection } from '../testing/fake-section';

let database: TestDatabase;
let work: string;
let context: ReleaseContext;
const said: string[] = [];

beforeEach(async () => {
  database = await testDatabase();
  work = mkdtempSync(path.join(tmpdir(), 'release-store-'));
  said.length = 0;
  // No host build in this "dist": the servers' reports are what the checks use.
  context = { db: database.db, distDir: path.join(work, 'no-dist'), retentionMs: 24 * 3600_000, say: (line) => said.push(line) };
  await reportHost(database.db, { id: 'server-a', versions: HOST_VERSIONS, serving: {} });
});
afterEach(async () => {
  await database.cleanup();
  rmSync(work, { recursive: true, force: true });
});

const build = (name: string, options: Parameters<typeof writeFakeSection>[1] = {}) => writeFakeSection(path.join(work, name), options);
const releaseCount = async () => (await database.db.selectFrom('releases').select('id').execute()).length;

describe('the release store', () => {
  it('uploads a build once, switches to it, and stores only the files the next build changed', async () => {
    const first = await releaseFolder(context, 'mf-portfolio', build('one'), 'commit-1');
    expect(first).toMatchObject({ section: 'mf-portfolio', releaseId: expect.any(Number), version: expect.stringMatching(/^[0-9a-f]{20}$/) });
    expect(await liveRelease(database.db, 'mf-portfolio')).toMatchObject({ id: first!.releaseId, version: first!.version, git_commit: 'commit-1' });

    // The same build again: the same release, nothing switched.
    expect(await releaseFolder(context, 'mf-portfolio', build('again'), 'commit-1')).toBeNull();
    expect(said.at(-1)).toMatch(/is live on release #\d+ already/);
    expect(await releaseCount()).toBe(1);

    const second = await releaseFolder(context, 'mf-portfolio', build('two', { text: 'second' }), 'commit-2');
    expect(second!.version).not.toBe(first!.version);
    // One file differs: the store took that one file's bytes.
    expect(said.find((line) => line.includes(`release #${second!.releaseId}`))).toMatch(/\(0 KB new to the store\)/);
    const blobs = await database.db.selectFrom('release_blobs').select('hash').execute();
    expect(blobs).toHaveLength(8);
    expect(await liveRelease(database.db, 'mf-portfolio')).toMatchObject({ id: second!.releaseId });
  });

  it('rolls back as an undo: to the release before, then to the build in dist/, then refuses', async () => {
    const a = await releaseFolder(context, 'mf-portfolio', build('a', { text: 'a' }), 'a');
    const b = await releaseFolder(context, 'mf-portfolio', build('b', { text: 'b' }), 'b');
    expect(b!.releaseId).not.toBe(a!.releaseId);
    expect(await rollBack(context, 'mf-portfolio')).toMatchObject({ releaseId: a!.releaseId, version: a!.version });
    expect(await rollBack(context, 'mf-portfolio')).toMatchObject({ releaseId: null, version: null });
    expect(await liveRelease(database.db, 'mf-portfolio')).toBeNull();
    await expect(rollBack(context, 'mf-portfolio')).rejects.toThrow(/nothing to roll back to/);

    // A, then B, then A again: rolling back gives B.
    await releaseFolder(context, 'mf-portfolio', build('a2', { text: 'a' }), 'a');
    await releaseFolder(context, 'mf-portfolio', build('b2', { text: 'b' }), 'b');
    await releaseFolder(context, 'mf-portfolio', build('a3', { text: 'a' }), 'a');
    expect(await rollBack(context, 'mf-portfolio')).toMatchObject({ releaseId: b!.releaseId });
  });

  it('refuses a build made with another Rspack than the live host, or without its server container, and changes nothing', async () => {
    const live = await releaseFolder(context, 'mf-portfolio', build('live'), 'live');
    await expect(releaseFolder(context, 'mf-portfolio', build('other-rspack', { text: 'x', rspack: '2.3.0' }), 'x')).rejects.toThrow(
      /built with @rspack\/core 2\.3\.0, but the live host \(server server-a\) runs 2\.2\.9/,
    );
    await expect(releaseFolder(context, 'mf-portfolio', build('no-server', { text: 'y', server: false }), 'y')).rejects.toThrow(/no server container/);
    await expect(releaseFolder(context, 'mf-pages', build('mislabelled', { text: 'z' }), 'z')).rejects.toThrow(/a build of mf-portfolio, not of mf-pages/);
    expect(await releaseCount()).toBe(1);
    expect(await liveRelease(database.db, 'mf-portfolio')).toMatchObject({ id: live!.releaseId });
  });

  it('never switches to a release whose files are not all in the store; uploading the build again stores them again', async () => {
    const live = await releaseFolder(context, 'mf-portfolio', build('live'), 'live');
    const next = await releaseFolder(context, 'mf-portfolio', build('next', { text: 'next' }), 'next');
    await rollBack(context, 'mf-portfolio');
    // The one file only the second release has goes missing from the store (an upload cut short, a disk lost).
    const entry = await database.db
      .selectFrom('release_files')
      .select('hash')
      .where('release_id', '=', next!.releaseId!)
      .where('path', '=', 'remoteEntry.js')
      .executeTakeFirstOrThrow();
    await database.db.deleteFrom('release_blobs').where('hash', '=', entry.hash).execute();
    await expect(switchSection(database.db, 'mf-portfolio', next!.releaseId, 'release')).rejects.toThrow(/is incomplete/);
    expect(await liveRelease(database.db, 'mf-portfolio')).toMatchObject({ id: live!.releaseId });
    expect(await releaseFolder(context, 'mf-portfolio', build('next-again', { text: 'next' }), 'next')).toMatchObject({ releaseId: next!.releaseId });
  });

  it(`keeps the live release, the ${KEEP_RELEASES} newest and those live within the retention; deletes the rest and the files only they used`, async () => {
    const released = [];
    for (let i = 0; i < KEEP_RELEASES + 2; i++) released.push(await releaseFolder(context, 'mf-portfolio', build(`r${i}`, { text: `r${i}` }), `c${i}`));
    // Everything is recent: nothing goes.
    expect(await pruneReleases(database.db, 3600_000)).toEqual({ releases: 0, blobs: 0 });
    // An hour later with no retention: the two oldest go (the live one is the newest), and their own files once old enough.
    await database.db
      .updateTable('release_blobs')
      .set({ stored_at: new Date(Date.now() - 2 * 3600_000).toISOString() })
      .execute();
    expect(await pruneReleases(database.db, 0, Date.now() + 3600_000)).toEqual({ releases: 2, blobs: 2 });
    const kept = (await database.db.selectFrom('releases').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(kept).toEqual(released.slice(2).map((release) => release!.releaseId));
  });

  it('lists each section’s releases with which is live and when each was', async () => {
    const a = await releaseFolder(context, 'mf-portfolio', build('a', { text: 'a' }), 'commit-a');
    const b = await releaseFolder(context, 'mf-portfolio', build('b', { text: 'b' }), 'commit-b');
    await rollBack(context, 'mf-portfolio');
    const [history] = await releaseHistory(database.db);
    expect(history!.section).toBe('mf-portfolio');
    expect(history!.entries.map((entry) => [entry.id, entry.gitCommit, entry.live, entry.spans.map((span) => [span.action, span.to === null])])).toEqual([
      [b!.releaseId, 'commit-b', false, [['release', false]]],
      [
        a!.releaseId,
        'commit-a',
        true,
        [
          ['release', false],
          ['rollback', true],
        ],
      ],
      [null, null, false, [['release', false]]],
    ]);
  });
});
