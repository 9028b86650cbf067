import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SwitchAction } from './tables';

/** When a release (or the build in dist/) was live: from a switch to it until the next switch of its section. */
export interface LiveSpan {
  from: string;
  /** null: live now */
  to: string | null;
  action: SwitchAction;
}

export interface HistoryEntry {
  /** null: the build in dist/ the servers were started with */
  id: number | null;
  version: string | null;
  gitCommit: string | null;
  uploadedAt: string | null;
  files: number;
  bytes: number;
  live: boolean;
  spans: LiveSpan[];
}

export interface SectionHistory {
  section: string;
  /** newest first; the build in dist/ last, when it was ever switched back to or away from */
  entries: HistoryEntry[];
}

/** Each section's releases (or one section's), with which is live and when each was. */
export async function releaseHistory(db: Kysely<Database>, only?: string): Promise<SectionHistory[]> {
  let releasesQuery = db.selectFrom('releases').select(['id', 'section', 'version', 'git_commit', 'uploaded_at', 'files', 'bytes']).orderBy('id', 'desc');
  let switchesQuery = db.selectFrom('release_switches').select(['section', 'release_id', 'action', 'switched_at']).orderBy('id');
  if (only) {
    releasesQuery = releasesQuery.where('section', '=', only);
    switchesQuery = switchesQuery.where('section', '=', only);
  }
  const [releases, switches] = await Promise.all([releasesQuery.execute(), switchesQuery.execute()]);
  const sections = [...new Set([...releases.map((release) => release.section), ...switches.map((entry) => entry.section)])].sort();
  return sections.map((section) => {
    const spans = new Map<number | null, LiveSpan[]>();
    const own = switches.filter((entry) => entry.section === section);
    // Before its first switch the section ran its build in dist/.
    let current: { id: number | null; span: LiveSpan } | null = own.length > 0 ? { id: null, span: { from: '', to: null, action: 'release' } } : null;
    if (current) spans.set(null, [current.span]);
    for (const entry of own) {
      if (current) current.span.to = entry.switched_at;
      const span: LiveSpan = { from: entry.switched_at, to: null, action: entry.action };
      spans.set(entry.release_id, [...(spans.get(entry.release_id) ?? []), span]);
      current = { id: entry.release_id, span };
    }
    const liveId = current ? current.id : null;
    const entries: HistoryEntry[] = releases
      .filter((release) => release.section === section)
      .map((release) => ({
        id: release.id,
        version: release.version,
        gitCommit: release.git_commit,
        uploadedAt: release.uploaded_at,
        files: release.files,
        bytes: release.bytes,
        live: liveId === release.id,
        spans: spans.get(release.id) ?? [],
      }));
    if (spans.has(null))
      entries.push({ id: null, version: null, gitCommit: null, uploadedAt: null, files: 0, bytes: 0, live: liveId === null, spans: spans.get(null)! });
    return { section, entries };
  });
}
