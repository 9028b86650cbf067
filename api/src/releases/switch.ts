import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ReleaseRefused } from './checks';
import type { SwitchAction } from './tables';
import { storedFileCount } from './upload';

export interface LiveRelease {
  id: number;
  version: string;
  git_commit: string;
}

/** The release `section` is live on (null: its build in dist/). */
export async function liveRelease(db: Kysely<Database>, section: string): Promise<LiveRelease | null> {
  const row = await db
    .selectFrom('live_sections as l')
    .innerJoin('releases as r', 'r.id', 'l.release_id')
    .select(['r.id', 'r.version', 'r.git_commit'])
    .where('l.section', '=', section)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Makes `releaseId` (null: the build in dist/) the one every server serves for `section`, and
 * records the switch, in one transaction that first checks the release is whole: every file
 * it names is in the store with its size. The servers see the row within their poll
 * (LiveReleases) and serve it once their copy of its files is complete.
 */
export async function switchSection(db: Kysely<Database>, section: string, releaseId: number | null, action: SwitchAction, actor = ''): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (releaseId !== null) await checkWhole(trx, section, releaseId);
    const switchedAt = new Date().toISOString();
    await trx
      .insertInto('live_sections')
      .values({ section, release_id: releaseId, switched_at: switchedAt })
      .onConflict((conflict) => conflict.column('section').doUpdateSet({ release_id: releaseId, switched_at: switchedAt }))
      .execute();
    await trx.insertInto('release_switches').values({ section, release_id: releaseId, action, switched_at: switchedAt, actor }).execute();
  });
}

/** That `releaseId` is a release of `section` whose every file is in the store with its size. */
async function checkWhole(trx: Kysely<Database>, section: string, releaseId: number): Promise<void> {
  const release = await trx.selectFrom('releases').select(['section', 'files']).where('id', '=', releaseId).executeTakeFirst();
  if (release?.section !== section) throw new ReleaseRefused(`${section} has no release #${releaseId}.`);
  if ((await storedFileCount(trx, releaseId)) !== release.files) {
    throw new ReleaseRefused(`${section}: release #${releaseId} is incomplete (files are missing from the store); nothing was switched.`);
  }
}

/** The canary of `section` running now: its release, share and start; null when none runs. */
export async function runningCanary(db: Kysely<Database>, section: string): Promise<{ releaseId: number; percent: number; startedAt: string } | null> {
  const row = await db
    .selectFrom('live_sections')
    .select(['canary_release_id', 'canary_percent', 'canary_started_at'])
    .where('section', '=', section)
    .executeTakeFirst();
  return row?.canary_release_id ? { releaseId: row.canary_release_id, percent: row.canary_percent, startedAt: row.canary_started_at ?? '' } : null;
}

/**
 * Sends `percent` of visitors to `releaseId` of `section` beside its live release (docs/scaling.md,
 * "A canary"), or changes the share of that canary when it runs already (its start, from which its
 * errors are compared, stays). Refused while another release of the section is the canary.
 */
export async function startCanary(db: Kysely<Database>, section: string, releaseId: number, percent: number, actor: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await checkWhole(trx, section, releaseId);
    const now = new Date().toISOString();
    const row = await trx
      .selectFrom('live_sections')
      .select(['release_id', 'canary_release_id', 'canary_started_at'])
      .where('section', '=', section)
      .executeTakeFirst();
    if (row?.canary_release_id && row.canary_release_id !== releaseId) {
      throw new ReleaseRefused(`${section} has a canary running already (release #${row.canary_release_id}): promote it or roll it back first.`);
    }
    if (row && row.release_id === releaseId)
      throw new ReleaseRefused(`${section} is live on release #${releaseId} already: there is nothing to send a share of visitors to.`);
    const startedAt = row?.canary_release_id === releaseId && row.canary_started_at ? row.canary_started_at : now;
    const canary = { canary_release_id: releaseId, canary_percent: percent, canary_started_at: startedAt };
    if (row) await trx.updateTable('live_sections').set(canary).where('section', '=', section).execute();
    else
      await trx
        .insertInto('live_sections')
        .values({ section, release_id: null, switched_at: now, ...canary })
        .execute();
    await trx.insertInto('release_switches').values({ section, release_id: releaseId, action: 'canary', switched_at: now, actor, percent }).execute();
  });
}

/**
 * Ends the canary `releaseId` of `section` without promoting it (a rollback, by a person or by the
 * server), recording who and why. Only if that canary still runs: of two servers deciding at once,
 * one ends it and the other finds nothing to do. True when this call ended it.
 */
export async function endCanary(db: Kysely<Database>, section: string, releaseId: number, actor: string, reason = ''): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('live_sections')
      .set({ canary_release_id: null, canary_percent: 0, canary_started_at: null })
      .where('section', '=', section)
      .where('canary_release_id', '=', releaseId)
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('release_switches')
      .values({ section, release_id: releaseId, action: 'end-canary', switched_at: new Date().toISOString(), actor, reason })
      .execute();
    return true;
  });
}

/** Makes the canary of `section` its live release, for every visitor (`npm run promote`). Returns its release. */
export async function promoteCanary(db: Kysely<Database>, section: string, actor: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('live_sections').select('canary_release_id').where('section', '=', section).executeTakeFirst();
    const releaseId = row?.canary_release_id;
    if (!releaseId) throw new ReleaseRefused(`${section} has no canary running: there is nothing to promote.`);
    await checkWhole(trx, section, releaseId);
    const now = new Date().toISOString();
    await trx
      .updateTable('live_sections')
      .set({ release_id: releaseId, switched_at: now, canary_release_id: null, canary_percent: 0, canary_started_at: null })
      .where('section', '=', section)
      .execute();
    await trx.insertInto('release_switches').values({ section, release_id: releaseId, action: 'promote', switched_at: now, actor }).execute();
    return releaseId;
  });
}

/**
 * What `npm run rollback` switches `section` to: the release that was live before the current
 * one came, as an undo. Each release (and each promoted canary) pushes onto the section's history, each rollback pops it
 * (a canary that ended without being promoted changed nothing live):
 * releases A then B, rollback gives A, rollback again gives the build in dist/ (null); A, B, A
 * again, rollback gives B. Undefined when there is nothing before (it serves its build already).
 */
export async function rollbackTarget(db: Kysely<Database>, section: string): Promise<{ releaseId: number | null } | undefined> {
  const switches = await db.selectFrom('release_switches').select(['release_id', 'action']).where('section', '=', section).orderBy('id').execute();
  const stack: (number | null)[] = [null];
  for (const entry of switches) {
    if (entry.action === 'release' || entry.action === 'promote') stack.push(entry.release_id);
    else if (entry.action === 'rollback' && stack.length > 1) stack.pop();
  }
  if (stack.length < 2) return undefined;
  return { releaseId: stack[stack.length - 2]! };
}
