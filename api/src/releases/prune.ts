import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Releases of each section kept whatever their age, newest first: what `npm run rollback` can go back to. */
export const KEEP_RELEASES = 5;
/** A blob no release names is deleted only this long after it was stored: an upload under way names its blobs last. */
const ORPHAN_BLOB_AGE_MS = 60 * 60 * 1000;

/**
 * Deletes the releases nothing needs any more, and the files no kept release uses. Kept: the
 * live release of each section, its KEEP_RELEASES newest, and every release that was live
 * less than `retentionMs` ago (or, never live, uploaded less than that ago): a page rendered on
 * a version loads that version's files for at least that long after a switch.
 */
export async function pruneReleases(db: Kysely<Database>, retentionMs: number, now = Date.now()): Promise<{ releases: number; blobs: number }> {
  const releases = await db.selectFrom('releases').select(['id', 'section', 'uploaded_at']).orderBy('id', 'desc').execute();
  // A live release and a running canary are kept whatever their age.
  const live = new Set(
    (await db.selectFrom('live_sections').select(['release_id', 'canary_release_id']).execute()).flatMap((row) => [row.release_id, row.canary_release_id]),
  );
  const switches = await db.selectFrom('release_switches').select(['section', 'release_id', 'action', 'switched_at']).orderBy('id').execute();
  // Until when each release was live: to the next switch of its section (a canary: to its end).
  const liveUntil = new Map<number, number>();
  const current = new Map<string, number | null>();
  const endsAt = (id: number | null, at: string) => {
    if (id !== null) liveUntil.set(id, Math.max(liveUntil.get(id) ?? 0, Date.parse(at)));
  };
  for (const entry of switches) {
    if (entry.action === 'canary' || entry.action === 'end-canary') {
      endsAt(entry.release_id, entry.switched_at);
      continue;
    }
    const before = current.get(entry.section);
    if (before !== undefined) endsAt(before, entry.switched_at);
    current.set(entry.section, entry.release_id);
  }
  const since = now - retentionMs;
  const newest = new Map<string, number>();
  const doomed = releases
    .filter((release) => {
      const rank = (newest.get(release.section) ?? 0) + 1;
      newest.set(release.section, rank);
      if (live.has(release.id) || rank <= KEEP_RELEASES) return false;
      const until = liveUntil.get(release.id);
      return until === undefined ? Date.parse(release.uploaded_at) < since : until < since;
    })
    .map((release) => release.id);
  if (doomed.length > 0) await db.deleteFrom('releases').where('id', 'in', doomed).execute();
  const blobs = await db
    .deleteFrom('release_blobs')
    .where('stored_at', '<', new Date(now - ORPHAN_BLOB_AGE_MS).toISOString())
    .where((eb) => eb.not(eb.exists(eb.selectFrom('release_files').select('release_files.hash').whereRef('release_files.hash', '=', 'release_blobs.hash'))))
    .executeTakeFirst();
  return { releases: doomed.length, blobs: Number(blobs.numDeletedRows) };
}
