import { randomBytes } from 'node:crypto';
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

/** A released section as this server serves it. */
export interface AppliedRelease {
  section: string;
  container: RemoteName;
  version: string;
  /** this server's copy of its files */
  folder: string;
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
  private appliedKey = '';
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

  /** The released sections served now, by container; sections absent serve their build in dist/. */
  current(): ReadonlyMap<string, AppliedRelease> {
    return this.applied;
  }

  /** Changes whenever `current()` does. */
  generation(): number {
    return this.generationCount;
  }

  /**
   * The folder of a release of `section`, live or not (a page rendered before a switch asks for
   * its own version's files), copied from the store first if needed; null when the store has no
   * such release (never one, or pruned).
   */
  async folderOf(section: string, version: string): Promise<string | null> {
    for (const release of this.applied.values()) if (release.section === section && release.version === version) return release.folder;
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
    await forgetHost(this.db, this.id).catch(() => undefined);
  }

  private async sync(): Promise<void> {
    const rows = await this.db
      .selectFrom('live_sections as l')
      .innerJoin('releases as r', 'r.id', 'l.release_id')
      .select(['r.id', 'r.section', 'r.container', 'r.version'])
      .orderBy('r.section')
      .execute();
    const key = rows.map((row) => `${row.section}/${row.version}`).join(' ');
    if (key !== this.appliedKey) {
      // Every copy first: a section is switched only once its files are all here.
      const next = new Map<string, AppliedRelease>();
      for (const row of rows) {
        const folder = await this.copies.ensure(row);
        next.set(row.container, { section: row.section, container: row.container as RemoteName, version: row.version, folder });
      }
      this.applied = next;
      this.appliedKey = key;
      this.generationCount += 1;
      this.log.info(`releases now served: ${key || 'the build in dist/ for every section'}`);
      this.reportedAt = Number.NEGATIVE_INFINITY;
    }
    if (performance.now() - this.reportedAt >= HOST_REPORT_EVERY_MS) {
      const serving = Object.fromEntries([...this.applied.values()].map((release) => [release.section, release.version]));
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
