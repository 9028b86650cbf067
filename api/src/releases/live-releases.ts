import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { RemoteName } from '@site/shared/contract';
import type { Database } from '../db/schema';
import type { ToolVersions } from './build-folder';
import { forgetHost, HOST_REPORT_EVERY_MS, reportHost } from './hosts';
import { LocalCopies } from './local-copies';
import { Polling } from '../scaling/polling';

/** How often a server looks at `live_sections`: a switch reaches every replica within this and the time to copy its files. */
const RELEASE_POLL_MS = 500;
/** How often copies of releases pruned from the store are deleted from this server's disk. */
const TIDY_EVERY_MS = 10 * 60 * 1000;
/** How often the versions the store holds are read again (what a browser's error report may name). */
const VERSIONS_EVERY_MS = 10 * 1000;
/** The version of a section served from the build the server started with (dist/). */
export const BUILD_VERSION = 'build';

/** A released section as this server serves it. */
export interface AppliedRelease {
  section: string;
  container: RemoteName;
  version: string;
  /** this server's copy of its files */
  folder: string;
}

/** A release a share of visitors get instead of the live one (docs/scaling.md, "A canary"). */
export interface AppliedCanary extends AppliedRelease {
  releaseId: number;
  /** 1 to 99 */
  percent: number;
  /** when it started (ISO): its traffic is compared with the live version's from then */
  startedAt: string;
  /** the live version it runs beside (BUILD_VERSION for the build in dist/) */
  liveVersion: string;
}

export interface ReleaseLog {
  warn: (message: string) => void;
  info: (message: string) => void;
}

/**
 * The releases this server serves: which release of each section is live (a row per section in
 * the database, written by `npm run release` and `npm run rollback`), looked at every
 * RELEASE_POLL_MS, and applied only once this server's copy of its files is whole (LocalCopies):
 * every section switched by one look changes at once, with `generation`. A short poll rather than
 * PostgreSQL's LISTEN/NOTIFY: the same on SQLite, nothing to reconnect, and a query of a few rows
 * twice a second is nothing to the database (docs/scaling.md, "Releasing one section").
 */
export class LiveReleases {
  readonly id = randomBytes(6).toString('hex');
  private applied = new Map<string, AppliedRelease>();
  private canaryReleases = new Map<string, AppliedCanary>();
  private appliedKey = '';
  /** the versions the store holds, by container, and when they were read */
  private stored = new Map<string, Set<string>>();
  private storedAt = Number.NEGATIVE_INFINITY;
  private generationCount = 0;
  private readonly polling: Polling;
  private reportedAt = Number.NEGATIVE_INFINITY;
  private tidiedAt = Number.NEGATIVE_INFINITY;
  private readonly copies: LocalCopies;

  constructor(
    private readonly db: Kysely<Database>,
    /** where this server keeps its copies of released sections (DATA_DIR/releases) */
    readonly root: string,
    private readonly hostVersions: ToolVersions | null,
    private readonly log: ReleaseLog,
    pollMs = RELEASE_POLL_MS,
    /** false: a command's look at what is live (the smoke render), which is no server: it reports nothing and deletes no copy */
    private readonly asServer = true,
  ) {
    this.copies = new LocalCopies(db, root);
    this.polling = new Polling(() => this.sync(), {
      pollMs,
      problem: (message) => log.warn(`releases: ${message} (the sections served stay as they are; trying again)`),
      recovered: () => log.warn('releases: the store answers again'),
    });
  }

  /** Applies what is live now (a server starts serving the live releases from its first request), then keeps looking. */
  start(): Promise<void> {
    return this.polling.start();
  }

  /** Applies what is live now, once (a command's look: the smoke render). */
  async applyLive(): Promise<void> {
    await this.sync();
  }

  /** The released sections served now, by container; sections absent serve their build in dist/. */
  current(): ReadonlyMap<string, AppliedRelease> {
    return this.applied;
  }

  /** The canaries running now, by container: a share of visitors get these releases (their files are here). */
  canaries(): ReadonlyMap<string, AppliedCanary> {
    return this.canaryReleases;
  }

  /**
   * Whether `version` of the section with `container` is one this site serves or has served and
   * still keeps: its build in dist/ (BUILD_VERSION), or a release in the store (as read within
   * the last VERSIONS_EVERY_MS). What a browser's report names is counted only then, so a made-up
   * version never takes one of the bounded labels of the counts.
   */
  knownVersion(container: string, version: string): boolean {
    if (version === BUILD_VERSION) return true;
    for (const release of [...this.applied.values(), ...this.canaryReleases.values()])
      if (release.container === container && release.version === version) return true;
    return this.stored.get(container)?.has(version) ?? false;
  }

  /** Changes whenever `current()` or `canaries()` does. */
  generation(): number {
    return this.generationCount;
  }

  /**
   * The folder of a release of `section`, live or not (a page rendered before a switch asks for
   * its own version's files), copied from the store first if needed; null when the store has no
   * such release (never one, or pruned).
   */
  async folderOf(section: string, version: string): Promise<string | null> {
    for (const release of [...this.applied.values(), ...this.canaryReleases.values()])
      if (release.section === section && release.version === version) return release.folder;
    // Copied before (a preview's every page asks): no query.
    const copied = this.copies.folderOf(section, version);
    if (existsSync(copied)) return copied;
    const release = await this.db
      .selectFrom('releases')
      .select(['id', 'section', 'version'])
      .where('section', '=', section)
      .where('version', '=', version)
      .executeTakeFirst();
    return release ? this.copies.ensure(release) : null;
  }

  async close(): Promise<void> {
    this.polling.stop();
    if (this.asServer) await forgetHost(this.db, this.id).catch(() => undefined);
  }

  /**
   * A stored release as this server applies it: here once its files are (`copies.ensure`). The
   * container is one the release command checked against the contract's names before storing it.
   */
  private async copyOf(section: string, id: number, container: string, version: string): Promise<AppliedRelease> {
    return { section, container: container as RemoteName, version, folder: await this.copies.ensure({ id, section, version }) };
  }

  private async sync(): Promise<void> {
    const rows = await this.db
      .selectFrom('live_sections as l')
      .leftJoin('releases as r', 'r.id', 'l.release_id')
      .leftJoin('releases as c', 'c.id', 'l.canary_release_id')
      .select([
        'l.section',
        'r.id as liveId',
        'r.container as liveContainer',
        'r.version as liveVersion',
        'c.id as canaryId',
        'c.container as canaryContainer',
        'c.version as canaryVersion',
        'l.canary_percent as percent',
        'l.canary_started_at as startedAt',
      ])
      .orderBy('l.section')
      .execute();
    const key = rows
      .map((row) => [row.liveVersion ? `${row.section}/${row.liveVersion}` : '', row.canaryVersion ? `${row.section}~${row.canaryVersion}@${row.percent}` : ''])
      .flat()
      .filter(Boolean)
      .join(' ');
    if (key !== this.appliedKey) {
      // Every copy first: a section is switched only once its files are all here.
      const next = new Map<string, AppliedRelease>();
      const canaries = new Map<string, AppliedCanary>();
      for (const row of rows) {
        if (row.liveId !== null && row.liveContainer !== null && row.liveVersion !== null) {
          next.set(row.liveContainer, await this.copyOf(row.section, row.liveId, row.liveContainer, row.liveVersion));
        }
        if (row.canaryId !== null && row.canaryContainer !== null && row.canaryVersion !== null) {
          canaries.set(row.canaryContainer, {
            ...(await this.copyOf(row.section, row.canaryId, row.canaryContainer, row.canaryVersion)),
            releaseId: row.canaryId,
            percent: row.percent,
            startedAt: row.startedAt ?? new Date(0).toISOString(),
            liveVersion: row.liveVersion ?? BUILD_VERSION,
          });
        }
      }
      this.applied = next;
      this.canaryReleases = canaries;
      this.appliedKey = key;
      this.generationCount += 1;
      this.storedAt = Number.NEGATIVE_INFINITY;
      this.log.info(`releases now served: ${key || 'the build in dist/ for every section'}`);
      this.reportedAt = Number.NEGATIVE_INFINITY;
    }
    if (performance.now() - this.storedAt >= VERSIONS_EVERY_MS) {
      const stored = new Map<string, Set<string>>();
      for (const row of await this.db.selectFrom('releases').select(['container', 'version']).execute()) {
        stored.set(row.container, (stored.get(row.container) ?? new Set()).add(row.version));
      }
      this.stored = stored;
      this.storedAt = performance.now();
    }
    if (!this.asServer) return;
    if (performance.now() - this.reportedAt >= HOST_REPORT_EVERY_MS) {
      const serving: Record<string, string> = {};
      for (const release of this.applied.values()) serving[release.section] = release.version;
      for (const canary of this.canaryReleases.values()) serving[canaryServingKey(canary.section)] = canary.version;
      await reportHost(this.db, { id: this.id, versions: this.hostVersions, serving });
      this.reportedAt = performance.now();
    }
    if (performance.now() - this.tidiedAt >= TIDY_EVERY_MS) {
      this.tidiedAt = performance.now();
      const stored = await this.db.selectFrom('releases').select(['section', 'version']).execute();
      await this.copies.tidy(new Set(stored.map((row) => `${row.section}/${row.version}`)));
    }
  }
}

/** Where a server's report names the canary of `section` it serves (beside `section`: its live release). */
export function canaryServingKey(section: string): string {
  return `canary:${section}`;
}
