import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readBuildInfo, readBuiltFiles, SERVER_FOLDER, toolVersions } from './build-folder';
import { checkSectionBuild, checkToolVersions, ReleaseRefused } from './checks';
import { hostVersions } from './host-build';
import { liveHosts } from './hosts';
import { pruneReleases } from './prune';
import { canaryServingKey } from './live-releases';
import { previewLinkPath } from './preview';
import { siteSigningKey } from './signing';
import { endCanary, liveRelease, promoteCanary, rollbackTarget, runningCanary, startCanary, switchSection } from './switch';
import { uploadRelease } from './upload';

/** Where the command runs against: the database, and the host build of this checkout (for the checks when no server reports). */
export interface ReleaseContext {
  db: Kysely<Database>;
  distDir: string;
  /** how long a switched-away release's files stay served (RELEASE_RETENTION_HOURS) */
  retentionMs: number;
  say: (line: string) => void;
  /** who runs the command, as the history records it (`npm run rollback (ana@build-1)`) */
  actor?: string;
  /** the site's address, for a preview link (PUBLIC_URL, else the server's own) */
  siteUrl?: string;
  /**
   * Renders every route of the section's candidate build in `folder` in both languages before
   * anything is uploaded (smoke-render.ts); throws ReleaseRefused. Absent: not rendered (tests of
   * the store with stand-in builds).
   */
  smokeRender?: (section: string, folder: string) => Promise<void>;
}

/** How a release goes out: to everyone, to a share of visitors, or to no one but its previewers. */
export type ReleaseMode = { kind: 'release' } | { kind: 'canary'; percent: number } | { kind: 'preview' };

export interface Switched {
  section: string;
  /** null: the build in dist/ */
  version: string | null;
  releaseId: number | null;
  switchedAt: number;
  /** what the servers report once they serve it: the section's live release, or its canary (`canary:<section>`) */
  servingKey: string;
  /** the share of visitors, for a canary */
  percent?: number;
}

/** The versions every live host runs: the servers that report to this database, else the host build of this checkout. */
async function hostsToCheck(context: ReleaseContext) {
  const hosts = await liveHosts(context.db);
  if (hosts.length > 0) {
    return hosts.map((host) => {
      if (!host.versions)
        throw new ReleaseRefused(
          `the live server ${host.id} runs a host built before build-info.json, whose versions cannot be checked: rebuild and redeploy the host first.`,
        );
      return { label: `the live host (server ${host.id})`, versions: host.versions };
    });
  }
  const local = hostVersions(context.distDir, { warn: context.say });
  return local ? [{ label: `the host build in ${path.join(context.distDir, 'root-config')} (no server has reported)`, versions: local }] : [];
}

/**
 * `npm run release` after the build: checks the section's build in `folder` (its own build,
 * both containers, the live host's versions), uploads it, and switches every server to it.
 * Nothing is switched unless every check passed and the upload is whole.
 */
export async function releaseFolder(
  context: ReleaseContext,
  section: string,
  folder: string,
  gitCommit: string,
  mode: ReleaseMode = { kind: 'release' },
): Promise<Switched | null> {
  const files = readBuiltFiles(folder);
  const info = readBuildInfo(folder);
  const container = checkSectionBuild(section, new Set(files.map((file) => file.path)), info, readBuildInfo(path.join(folder, SERVER_FOLDER)));
  const versions = toolVersions(info!);
  checkToolVersions(section, versions, await hostsToCheck(context));
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  context.say(
    `Checked: a build of ${section} with both containers, @rspack/core ${versions.rspack} and Module Federation ${versions.runtimeCore} as the live host.`,
  );
  // A canary already running takes no full release beside it: it is promoted or rolled back first.
  const canary = await runningCanary(context.db, section);
  if (canary && mode.kind === 'release') {
    throw new ReleaseRefused(`${section} has a canary running (release #${canary.releaseId}, ${canary.percent} %): promote it or roll it back first.`);
  }
  await context.smokeRender?.(section, folder);

  const uploaded = await uploadRelease(context.db, { section, container, files, versions, gitCommit });
  context.say(
    `Uploaded: ${files.length} files, ${megabytes(bytes)} (${megabytes(uploaded.storedBytes)} new to the store), ` +
      `${uploaded.existed ? 'the same build as' : 'as'} release #${uploaded.id}, version ${uploaded.version}, commit ${gitCommit}.`,
  );
  if (mode.kind === 'preview') {
    const link = `${(context.siteUrl ?? '').replace(/\/$/, '')}${previewLinkPath(await siteSigningKey(context.db), section, uploaded.version)}`;
    context.say(`Nothing switched: no visitor gets release #${uploaded.id}. Preview it (the link works for 24 hours, each opening for an hour):`);
    context.say(`  ${link}`);
    return null;
  }
  const live = await liveRelease(context.db, section);
  if (live?.id === uploaded.id) {
    context.say(`${section} is live on release #${uploaded.id} already: nothing to switch.`);
    return null;
  }
  if (mode.kind === 'canary') {
    await startCanary(context.db, section, uploaded.id, mode.percent, context.actor ?? '');
    const switchedAt = Date.now();
    await prune(context);
    return { section, version: uploaded.version, releaseId: uploaded.id, switchedAt, servingKey: canaryServingKey(section), percent: mode.percent };
  }
  await switchSection(context.db, section, uploaded.id, 'release', context.actor);
  const switchedAt = Date.now();
  await prune(context);
  return { section, version: uploaded.version, releaseId: uploaded.id, switchedAt, servingKey: section };
}

/** `npm run promote`: the canary of `section` becomes its live release, for every visitor. */
export async function promote(context: ReleaseContext, section: string): Promise<Switched> {
  const releaseId = await promoteCanary(context.db, section, context.actor ?? '');
  const switchedAt = Date.now();
  const release = await context.db.selectFrom('releases').select('version').where('id', '=', releaseId).executeTakeFirstOrThrow();
  await prune(context);
  return { section, version: release.version, releaseId, switchedAt, servingKey: section };
}

/**
 * `npm run rollback`: ends the canary of `section` when one runs (its visitors get the live
 * release again), else switches `section` back to what was live before (switch.ts, rollbackTarget).
 */
export async function rollBack(context: ReleaseContext, section: string): Promise<Switched & { canaryEnded: boolean }> {
  const canary = await runningCanary(context.db, section);
  if (canary && (await endCanary(context.db, section, canary.releaseId, context.actor ?? '', 'npm run rollback'))) {
    // Served once no server names a canary of the section any more.
    return { section, version: null, releaseId: canary.releaseId, switchedAt: Date.now(), servingKey: canaryServingKey(section), canaryEnded: true };
  }
  const target = await rollbackTarget(context.db, section);
  if (!target) throw new ReleaseRefused(`${section} serves its build in dist/ and was never released since: there is nothing to roll back to.`);
  const release =
    target.releaseId === null ? null : await context.db.selectFrom('releases').select(['id', 'version']).where('id', '=', target.releaseId).executeTakeFirst();
  if (target.releaseId !== null && !release)
    throw new ReleaseRefused(`${section}: the release to roll back to (#${target.releaseId}) is no longer in the store.`);
  await switchSection(context.db, section, target.releaseId, 'rollback', context.actor);
  const switchedAt = Date.now();
  await prune(context);
  return { section, version: release?.version ?? null, releaseId: target.releaseId, switchedAt, servingKey: section, canaryEnded: false };
}

async function prune(context: ReleaseContext): Promise<void> {
  const pruned = await pruneReleases(context.db, context.retentionMs);
  if (pruned.releases > 0 || pruned.blobs > 0) context.say(`Pruned ${pruned.releases} old releases and ${pruned.blobs} files no release uses.`);
}

/**
 * Waits until every server that reports to the database serves what was switched (each looks
 * every RELEASE_POLL_MS, then copies the release's files), and says how long it took; stops
 * waiting after `timeoutMs` and names the servers that have not.
 */
export async function waitForServers(
  context: ReleaseContext,
  switched: Switched,
  timeoutMs = 20_000,
): Promise<{ servers: number; pending: string[]; ms: number }> {
  for (;;) {
    const hosts = await liveHosts(context.db);
    const pending = hosts.filter((host) => (host.serving[switched.servingKey] ?? null) !== switched.version).map((host) => host.id);
    const ms = Date.now() - switched.switchedAt;
    if (pending.length === 0 || ms > timeoutMs) return { servers: hosts.length, pending, ms };
    await sleep(100);
  }
}

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
