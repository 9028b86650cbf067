import type { Generated } from 'kysely';

/** The release store's tables (migration 0006_releases; what each holds is said there). */
export interface ReleaseTables {
  release_blobs: ReleaseBlobsTable;
  releases: ReleasesTable;
  release_files: ReleaseFilesTable;
  live_sections: LiveSectionsTable;
  release_switches: ReleaseSwitchesTable;
  site_hosts: SiteHostsTable;
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
}

export type SwitchAction = 'release' | 'rollback';

export interface ReleaseSwitchesTable {
  id: Generated<number>;
  section: string;
  release_id: number | null;
  action: SwitchAction;
  switched_at: string;
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
