import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { VersionCounts } from '../observability/section-traffic';
import { versionTotals } from '../observability/traffic-store';
import { BUILD_VERSION } from './live-releases';
import type { SwitchAction } from './tables';

/** How a span ended: by which switch, who or what made it, and why. */
export interface SpanEnd {
  action: SwitchAction;
  actor: string;
  reason: string;
  /** the release that came after (a full release or a promoted canary replacing this one) */
  by: number | null;
}

/** When a release (or the build in dist/) was live, or a canary: from a switch to it until the switch that ended it. */
export interface LiveSpan {
  kind: 'live' | 'canary';
  from: string;
  /** null: now */
  to: string | null;
  /** the switch that began it: release, promote or rollback (live), canary */
  action: SwitchAction;
  actor: string;
  /** a canary's share of visitors (its last) */
  percent: number | null;
  ended: SpanEnd | null;
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
  /** the share of visitors it has now, in percent (0 when it is neither live nor a canary) */
  share: number;
  /** a canary now: its share */
  canary: number | null;
  spans: LiveSpan[];
  /** page views and errors, every replica's, for the version's whole life */
  traffic: VersionCounts;
}

export interface SectionHistory {
  section: string;
  /** newest first; the build in dist/ last, when it was ever switched back to or away from */
  entries: HistoryEntry[];
}

const none = (): VersionCounts => ({ pageViews: 0, serverErrors: 0, browserErrors: 0 });

/** Each section's releases (or one section's), with which is live or a canary, when each was, how each span ended, and its traffic. */
export async function releaseHistory(db: Kysely<Database>, only?: string): Promise<SectionHistory[]> {
  let releasesQuery = db
    .selectFrom('releases')
    .select(['id', 'section', 'container', 'version', 'git_commit', 'uploaded_at', 'files', 'bytes'])
    .orderBy('id', 'desc');
  let switchesQuery = db.selectFrom('release_switches').select(['section', 'release_id', 'action', 'switched_at', 'actor', 'reason', 'percent']).orderBy('id');
  let liveQuery = db.selectFrom('live_sections').select(['section', 'release_id', 'canary_release_id', 'canary_percent']);
  if (only) {
    releasesQuery = releasesQuery.where('section', '=', only);
    switchesQuery = switchesQuery.where('section', '=', only);
    liveQuery = liveQuery.where('section', '=', only);
  }
  const [releases, switches, liveRows, totals] = await Promise.all([releasesQuery.execute(), switchesQuery.execute(), liveQuery.execute(), versionTotals(db)]);
  const sections = [...new Set([...releases.map((release) => release.section), ...switches.map((entry) => entry.section)])].sort();
  return sections.map((section) => {
    const spans = new Map<number | null, LiveSpan[]>();
    const add = (id: number | null, span: LiveSpan) => spans.set(id, [...(spans.get(id) ?? []), span]);
    const own = switches.filter((entry) => entry.section === section);
    // Before its first switch of what is live the section ran its build in dist/.
    let live = null as { id: number | null; span: LiveSpan } | null;
    let canary = null as { id: number | null; span: LiveSpan } | null;
    if (own.some((entry) => entry.action !== 'canary' && entry.action !== 'end-canary')) {
      live = { id: null, span: { kind: 'live', from: '', to: null, action: 'release', actor: '', percent: null, ended: null } };
      add(null, live.span);
    }
    for (const entry of own) {
      const ended: SpanEnd = { action: entry.action, actor: entry.actor, reason: entry.reason, by: entry.release_id };
      if (entry.action === 'canary') {
        if (canary?.id === entry.release_id) {
          canary.span.percent = entry.percent;
          continue;
        }
        canary = {
          id: entry.release_id,
          span: { kind: 'canary', from: entry.switched_at, to: null, action: 'canary', actor: entry.actor, percent: entry.percent, ended: null },
        };
        add(entry.release_id, canary.span);
        continue;
      }
      if (entry.action === 'end-canary' || entry.action === 'promote') {
        if (canary) Object.assign(canary.span, { to: entry.switched_at, ended });
        canary = null;
        if (entry.action === 'end-canary') continue;
      }
      if (live) Object.assign(live.span, { to: entry.switched_at, ended });
      live = {
        id: entry.release_id,
        span: { kind: 'live', from: entry.switched_at, to: null, action: entry.action, actor: entry.actor, percent: null, ended: null },
      };
      add(entry.release_id, live.span);
    }
    const row = liveRows.find((each) => each.section === section);
    const liveId = row ? row.release_id : null;
    // Never switched away from: the build in dist/ has been live from the start.
    if (liveId === null && !spans.has(null)) add(null, { kind: 'live', from: '', to: null, action: 'release', actor: '', percent: null, ended: null });
    const canaryId = row?.canary_release_id ?? null;
    const canaryShare = canaryId !== null ? (row?.canary_percent ?? 0) : 0;
    const container = releases.find((release) => release.section === section)?.container ?? section.replace(/-/g, '_');
    const entry = (id: number | null, fields: Omit<HistoryEntry, 'id' | 'live' | 'share' | 'canary' | 'spans' | 'traffic'>): HistoryEntry => ({
      id,
      ...fields,
      live: liveId === id,
      share: liveId === id ? 100 - canaryShare : canaryId === id ? canaryShare : 0,
      canary: canaryId !== null && canaryId === id ? canaryShare : null,
      spans: spans.get(id) ?? [],
      traffic: totals.get(`${container}\n${fields.version ?? BUILD_VERSION}`) ?? none(),
    });
    const entries = releases
      .filter((release) => release.section === section)
      .map((release) =>
        entry(release.id, {
          version: release.version,
          gitCommit: release.git_commit,
          uploadedAt: release.uploaded_at,
          files: release.files,
          bytes: release.bytes,
        }),
      );
    if (spans.has(null)) entries.push(entry(null, { version: null, gitCommit: null, uploadedAt: null, files: 0, bytes: 0 }));
    return { section, entries };
  });
}
