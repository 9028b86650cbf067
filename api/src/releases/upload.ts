import type { Kysely } from 'kysely';
import type { RemoteName } from '@site/shared/contract';
import type { Database } from '../db/schema';
import { releaseVersion, type BuiltFile, type ToolVersions } from './build-folder';
import { ReleaseRefused } from './checks';

/** Rows of blobs sent in one statement: bounded by bytes, so a statement stays far below the engines' limits. */
const BATCH_BYTES = 8 * 1024 * 1024;
/** Hashes or file rows in one statement (below SQLite's 32 766 bound parameters, four per file row). */
const BATCH_ROWS = 500;

export interface UploadedRelease {
  id: number;
  version: string;
  /** bytes this upload stored (files already in the store from an earlier release are not sent again) */
  storedBytes: number;
  /** the same build was uploaded before: its release is reused */
  existed: boolean;
}

function batches<T>(items: readonly T[], size: (item: T) => number, limit: number): T[][] {
  const result: T[][] = [];
  let current: T[] = [];
  let total = 0;
  for (const item of items) {
    if (current.length > 0 && (current.length >= BATCH_ROWS || total + size(item) > limit)) {
      result.push(current);
      current = [];
      total = 0;
    }
    current.push(item);
    total += size(item);
  }
  if (current.length > 0) result.push(current);
  return result;
}

/** How many of a release's files have their blob stored whole (same size). */
export async function storedFileCount(db: Kysely<Database>, releaseId: number): Promise<number> {
  const row = await db
    .selectFrom('release_files as f')
    .innerJoin('release_blobs as b', (join) => join.onRef('b.hash', '=', 'f.hash').onRef('b.size', '=', 'f.size'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('f.release_id', '=', releaseId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Stores a section's build in the release store: the files the store does not hold yet (by
 * content), then in one transaction the release and its file list, which commits only if every
 * file's blob is there. An upload cut short leaves only blobs no release names (pruned later),
 * never a release with missing files.
 */
export async function uploadRelease(
  db: Kysely<Database>,
  build: { section: string; container: RemoteName; files: readonly BuiltFile[]; versions: ToolVersions; gitCommit: string },
): Promise<UploadedRelease> {
  const version = releaseVersion(build.files);
  const existing = await db.selectFrom('releases').select('id').where('section', '=', build.section).where('version', '=', version).executeTakeFirst();
  const unique = [...new Map(build.files.map((file) => [file.hash, file])).values()];
  const stored = new Set<string>();
  for (const batch of batches(unique, () => 1, Number.POSITIVE_INFINITY)) {
    const rows = await db
      .selectFrom('release_blobs')
      .select(['hash', 'size'])
      .where(
        'hash',
        'in',
        batch.map((file) => file.hash),
      )
      .execute();
    for (const row of rows) stored.add(row.hash);
  }
  const missing = unique.filter((file) => !stored.has(file.hash));
  const now = new Date().toISOString();
  for (const batch of batches(missing, (file) => file.size, BATCH_BYTES)) {
    await db
      .insertInto('release_blobs')
      .values(batch.map((file) => ({ hash: file.hash, size: file.size, bytes: file.bytes, stored_at: now })))
      .onConflict((conflict) => conflict.column('hash').doNothing())
      .execute();
  }
  const storedBytes = missing.reduce((sum, file) => sum + file.size, 0);
  if (existing) {
    if ((await storedFileCount(db, existing.id)) !== build.files.length)
      throw new ReleaseRefused(`${build.section}: the upload did not complete (files are missing from the store).`);
    return { id: existing.id, version, storedBytes, existed: true };
  }

  const id = await db.transaction().execute(async (trx) => {
    const release = await trx
      .insertInto('releases')
      .values({
        section: build.section,
        container: build.container,
        version,
        git_commit: build.gitCommit,
        rspack: build.versions.rspack,
        runtime_core: build.versions.runtimeCore,
        bundler_runtime: build.versions.bundlerRuntime,
        files: build.files.length,
        bytes: build.files.reduce((sum, file) => sum + file.size, 0),
        uploaded_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const batch of batches(build.files, () => 1, Number.POSITIVE_INFINITY)) {
      await trx
        .insertInto('release_files')
        .values(batch.map((file) => ({ release_id: release.id, path: file.path, hash: file.hash, size: file.size })))
        .execute();
    }
    if ((await storedFileCount(trx, release.id)) !== build.files.length) {
      throw new ReleaseRefused(`${build.section}: the upload did not complete (files are missing from the store); nothing was switched.`);
    }
    return release.id;
  });
  return { id, version, storedBytes, existed: false };
}
