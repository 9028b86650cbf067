import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { readBuildInfo, readBuiltFiles, SERVER_FOLDER, toolVersions } from './build-folder';
import { checkSectionBuild, checkToolVersions, ReleaseRefused } from './checks';
import { hostVersions } from './host-build';
import { liveHosts } from './hosts';
import { pruneReleases } from './prune';
import { liveRelease, rollbackTarget, switchSection } from './switch';
import { uploadRelease } from './upload';

/** Where the command runs against: the database, and the host build of this checkout (for the checks when no server reports). */
export interface ReleaseContext {
  db: Kysely<Database>;
  distDir: string;
  /** how long a switched-away release's files stay served (RELEASE_RETENTION_HOURS) */
  retentionMs: number;
  say: (line: string) => void;
}

export interface Switched {
  section: string;
  /** null: the build in dist/ */
  version: string | null;
  releaseId: number | null;
  switchedAt: number;
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
export async function releaseFolder(context: ReleaseContext, section: string, folder: string, gitCommit: string): Promise<Switched | null> {
  const files = readBuiltFiles(folder);
  const info = readBuildInfo(folder);
  const container = checkSectionBuild(section, new Set(files.map((file) => file.path)), info, readBuildInfo(path.join(folder, SERVER_FOLDER)));
  const versions = toolVersions(info!);
  checkToolVersions(section, versions, await hostsToCheck(context));
  const bytes = files.reduce((sum, file) => sum + file.size, 0);
  context.say(
    `Checked: a build of ${section} with both containers, @rspack/core ${versions.rspack} and Module Federation ${versions.runtimeCore} as the live host.`,
  );

  const uploaded = await uploadRelease(context.db, { section, container, files, versions, gitCommit });
  context.say(
    `Uploaded: ${files.length} files, ${megabytes(bytes)} (${megabytes(uploaded.storedBytes)} new to the store), ` +
      `${uploaded.existed ? 'the same build as' : 'as'} release #${uploaded.id}, version ${uploaded.version}, commit ${gitCommit}.`,
  );
  const live = await liveRelease(context.db, section);
  if (live?.id === uploaded.id) {
    context.say(`${section} is live on release #${uploaded.id} already: nothing to switch.`);
    return null;
  }
  await switchSection(context.db, section, uploaded.id, 'release');
  const switchedAt = Date.now();
  await prune(context);
  return { section, version: uploaded.version, releaseId: uploaded.id, switchedAt };
}

/** `npm run rollback`: switches `section` back to what was live before (switch.ts, rollbackTarget). */
export async function rollBack(context: ReleaseContext, section: string): Promise<Switched> {
  const target = await rollbackTarget(context.db, section);
  if (!target) throw new ReleaseRefused(`${section} serves its build in dist/ and was never released since: there is nothing to roll back to.`);
  const release =
    target.releaseId === null ? null : await context.db.selectFrom('releases').select(['id', 'version']).where('id', '=', target.releaseId).executeTakeFirst();
  if (target.releaseId !== null && !release)
    throw new ReleaseRefused(`${section}: the release to roll back to (#${target.releaseId}) is no longer in the store.`);
  await switchSection(context.db, section, target.releaseId, 'rollback');
  const switchedAt = Date.now();
  await prune(context);
  return { section, version: release?.version ?? null, releaseId: target.releaseId, switchedAt };
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
    const pending = hosts.filter((host) => (host.serving[switched.section] ?? null) !== switched.version).map((host) => host.id);
    const ms = Date.now() - switched.switchedAt;
    if (pending.length === 0 || ms > timeoutMs) return { servers: hosts.length, pending, ms };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function megabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
