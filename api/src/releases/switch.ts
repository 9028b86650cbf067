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
export async function switchSection(db: Kysely<Database>, section: string, releaseId: number | null, action: SwitchAction): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (releaseId !== null) {
      const release = await trx.selectFrom('releases').select(['section', 'files']).where('id', '=', releaseId).executeTakeFirst();
      if (release?.section !== section) throw new ReleaseRefused(`${section} has no release #${releaseId}.`);
      if ((await storedFileCount(trx, releaseId)) !== release.files) {
        throw new ReleaseRefused(`${section}: release #${releaseId} is incomplete (files are missing from the store); nothing was switched.`);
      }
    }
    const switchedAt = new Date().toISOString();
    await trx
      .insertInto('live_sections')
      .values({ section, release_id: releaseId, switched_at: switchedAt })
      .onConflict((conflict) => conflict.column('section').doUpdateSet({ release_id: releaseId, switched_at: switchedAt }))
      .execute();
    await trx.insertInto('release_switches').values({ section, release_id: releaseId, action, switched_at: switchedAt }).execute();
  });
}

/**
 * What `npm run rollback` switches `section` to: the release that was live before the current
 * one came, as an undo. Each release pushes onto the section's history, each rollback pops it:
 * releases A then B, rollback gives A, rollback again gives the build in dist/ (null); A, B, A
 * again, rollback gives B. Undefined when there is nothing before (it serves its build already).
 */
export async function rollbackTarget(db: Kysely<Database>, section: string): Promise<{ releaseId: number | null } | undefined> {
  const switches = await db.selectFrom('release_switches').select(['release_id', 'action']).where('section', '=', section).orderBy('id').execute();
  const stack: (number | null)[] = [null];
  for (const entry of switches) {
    if (entry.action === 'release') stack.push(entry.release_id);
    else if (stack.length > 1) stack.pop();
  }
  if (stack.length < 2) return undefined;
  return { releaseId: stack[stack.length - 2]! };
}
