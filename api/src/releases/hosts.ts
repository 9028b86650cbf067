import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ToolVersions } from './build-folder';

/** A server that reported within this time is live: its versions are checked, and a switch waits for it. */
const HOST_SEEN_WITHIN_MS = 2 * 60 * 1000;
/** How often a server reports while nothing changes. */
export const HOST_REPORT_EVERY_MS = 30 * 1000;
/** Reports older than this are deleted (servers long gone). */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

export interface HostReport {
  id: string;
  /** null: the host build says nothing of its versions (built before build-info.json) */
  versions: ToolVersions | null;
  /** the version of each section it serves now, by section name (absent: its build in dist/) */
  serving: Record<string, string>;
}

/** What this server runs and serves, for the release commands (checks and waiting for a switch to arrive). */
export async function reportHost(db: Kysely<Database>, report: HostReport, now = Date.now()): Promise<void> {
  const row = {
    rspack: report.versions?.rspack ?? '',
    runtime_core: report.versions?.runtimeCore ?? '',
    bundler_runtime: report.versions?.bundlerRuntime ?? '',
    serving: JSON.stringify(report.serving),
    seen_at: new Date(now).toISOString(),
  };
  await db
    .insertInto('site_hosts')
    .values({ id: report.id, ...row })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
    .execute();
  await db
    .deleteFrom('site_hosts')
    .where('seen_at', '<', new Date(now - FORGET_AFTER_MS).toISOString())
    .execute();
}

/** Removes this server's report (it is shutting down: a switch must not wait for it). */
export async function forgetHost(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('site_hosts').where('id', '=', id).execute();
}

/** The servers that reported within HOST_SEEN_WITHIN_MS. */
export async function liveHosts(db: Kysely<Database>, now = Date.now()): Promise<HostReport[]> {
  const rows = await db
    .selectFrom('site_hosts')
    .selectAll()
    .where('seen_at', '>=', new Date(now - HOST_SEEN_WITHIN_MS).toISOString())
    .execute();
  return rows.map((row) => ({
    id: row.id,
    versions: row.rspack ? { rspack: row.rspack, runtimeCore: row.runtime_core, bundlerRuntime: row.bundler_runtime } : null,
    serving: parseServing(row.serving),
  }));
}

function parseServing(text: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
