import type { Generated } from 'kysely';

/** The release store's tables (migration 0006_releases; what each holds is said there). */
export interface ReleaseTables {
  release_blobs: ReleaseBlobsTable;
  releases: ReleasesTable;
  release_files: ReleaseFilesTable;
  live_sections: LiveSectionsTable;
  release_switches: ReleaseSwitchesTable;
  site_hosts: SiteHostsTable;
  section_traffic: SectionTrafficTable;
  section_version_traffic: SectionVersionTrafficTable;
}

export interface ReleaseBlobsTable {
  /** sha-256 of the bytes, hex */
  hash: string;
  size: number;
  bytes: Uint8Array;
  stored_at: string;
}

export interface ReleasesTable {
  id: Generated<number>;
  /** the section's folder name, as in its URLs (`mf-portfolio`) */
  section: string;
  /** its federation container's name (`mf_portfolio`), from its build-info.json */
  container: string;
  /** a hash of the release's file list (paths and contents): the same build is the same version */
  version: string;
  /** `git describe`-like: the commit built, `+changes` when the work tree differed from it */
  git_commit: string;
  rspack: string;
  runtime_core: string;
  bundler_runtime: string;
  files: number;
  bytes: number;
  uploaded_at: string;
}

export interface ReleaseFilesTable {
  release_id: number;
  /** relative to the section's folder, `/`-separated (`remoteEntry.js`, `server/remoteEntry.js`) */
  path: string;
  hash: string;
  size: number;
}

export interface LiveSectionsTable {
  section: string;
  /** null: the build the servers were started with (dist/) */
  release_id: number | null;
  switched_at: string;
  /** the release a share of visitors get instead (a canary), null when none runs */
  canary_release_id: Generated<number | null>;
  /** that share, 1 to 99 (0 without a canary) */
  canary_percent: Generated<number>;
  canary_started_at: Generated<string | null>;
}

/**
 * What a switch did. `release`, `promote` and `rollback` change what is live (release and
 * promote push onto the section's history, rollback pops it); `canary` starts a canary or
 * changes its share, `end-canary` ends one without promoting it (a rollback, by a person or by
 * the server).
 */
export type SwitchAction = 'release' | 'rollback' | 'canary' | 'promote' | 'end-canary';

export interface ReleaseSwitchesTable {
  id: Generated<number>;
  section: string;
  release_id: number | null;
  action: SwitchAction;
  switched_at: string;
  /** who or what switched: `npm run rollback (ana@build-1)`, `the server (3fa2c1e0b7d4)` */
  actor: Generated<string>;
  /** why, when it was not a person's command (an automatic rollback's figures) */
  reason: Generated<string>;
  /** a canary's share of visitors */
  percent: Generated<number | null>;
}

export interface SiteHostsTable {
  /** one running server (a random id per process) */
  id: string;
  rspack: string;
  runtime_core: string;
  bundler_runtime: string;
  /** JSON: the version of each section it serves now (`{"mf-portfolio":"…"}`; a section absent: its build in dist/) */
  serving: string;
  seen_at: string;
}

/** Page views and errors of one section version in one minute, summed over every replica. */
export interface SectionTrafficTable {
  /** the section's container (`mf_portfolio`) */
  section: string;
  version: string;
  /** `2026-11-29T08:14` (UTC) */
  minute: string;
  page_views: number;
  server_errors: number;
  browser_errors: number;
}

/** The same, for the version's whole life. */
export interface SectionVersionTrafficTable {
  section: string;
  version: string;
  page_views: number;
  server_errors: number;
  browser_errors: number;
}
