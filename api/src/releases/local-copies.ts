import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sha256 } from './build-folder';

/** Blobs read in one query: bounded by count (the bytes of one section's files are a few MB). */
const READ_BATCH = 40;

export interface StoredRelease {
  id: number;
  section: string;
  version: string;
}

/**
 * This server's copies of released sections, under `<root>/<section>/<version>/` (DATA_DIR/releases):
 * a server container is evaluated from disk (its chunks load from beside it), and files are sent
 * from disk, so each replica keeps the releases it serves on its own disk, made from the store.
 * Each file's bytes are kept once, by content, in `<root>/.blobs/`, and linked into each
 * release's folder: the next release of a section fetches only the files that changed.
 *
 * A folder appears whole or not at all: it is filled under a temporary name, every blob checked
 * against its hash, and renamed. A release whose files are not all in the store is never made.
 */
export class LocalCopies {
  private readonly making = new Map<string, Promise<string>>();

  constructor(
    private readonly db: Kysely<Database>,
    readonly root: string,
  ) {}

  folderOf(section: string, version: string): string {
    return path.join(this.root, section, version);
  }

  /** The release's folder, made first if this server has none yet. */
  async ensure(release: StoredRelease): Promise<string> {
    const folder = this.folderOf(release.section, release.version);
    if (existsSync(folder)) return folder;
    let pending = this.making.get(folder);
    if (!pending) {
      pending = this.make(release, folder).finally(() => this.making.delete(folder));
      this.making.set(folder, pending);
    }
    return pending;
  }

  private async make(release: StoredRelease, folder: string): Promise<string> {
    const files = await this.db.selectFrom('release_files').select(['path', 'hash', 'size']).where('release_id', '=', release.id).execute();
    if (files.length === 0) throw new Error(`release ${release.section} ${release.version} has no files in the store`);
    const blobs = path.join(this.root, '.blobs');
    await mkdir(blobs, { recursive: true });
    const missing = [...new Set(files.map((file) => file.hash))].filter((hash) => !existsSync(path.join(blobs, hash)));
    for (let start = 0; start < missing.length; start += READ_BATCH) {
      const batch = missing.slice(start, start + READ_BATCH);
      const rows = await this.db.selectFrom('release_blobs').select(['hash', 'bytes']).where('hash', 'in', batch).execute();
      if (rows.length !== batch.length) throw new Error(`release ${release.section} ${release.version} is incomplete: files are missing from the store`);
      for (const row of rows) {
        const bytes = Buffer.from(row.bytes);
        if (sha256(bytes) !== row.hash) throw new Error(`release ${release.section} ${release.version}: a stored file does not match its hash`);
        const temporary = path.join(blobs, `${row.hash}.${randomBytes(4).toString('hex')}.tmp`);
        await writeFile(temporary, bytes);
        await rename(temporary, path.join(blobs, row.hash));
      }
    }
    const partial = `${folder}.${randomBytes(4).toString('hex')}.partial`;
    try {
      for (const file of files) {
        const target = path.join(partial, ...file.path.split('/'));
        if (!target.startsWith(partial + path.sep))
          throw new Error(`release ${release.section} ${release.version} names a file outside its folder: ${file.path}`);
        await mkdir(path.dirname(target), { recursive: true });
        const blob = path.join(blobs, file.hash);
        // A hard link where the file system allows it (the same bytes kept once), else a copy.
        await link(blob, target).catch(() => copyFile(blob, target));
      }
      await rename(partial, folder).catch(async (error: unknown) => {
        // Another call made it meanwhile: theirs is as good.
        if (!existsSync(folder)) throw error;
      });
    } finally {
      await rm(partial, { recursive: true, force: true });
    }
    return folder;
  }

  /**
   * Deletes the folders of releases not in `keep` (`section/version`), and the blobs no folder
   * links any more. Copies only: the store's files stay until pruned there.
   */
  async tidy(keep: ReadonlySet<string>): Promise<void> {
    if (!existsSync(this.root)) return;
    for (const section of await readdir(this.root)) {
      if (section === '.blobs') continue;
      for (const version of await readdir(path.join(this.root, section))) {
        if (!keep.has(`${section}/${version}`) && !this.making.has(this.folderOf(section, version))) {
          await rm(path.join(this.root, section, version), { recursive: true, force: true });
        }
      }
    }
    // While a folder is being made its blobs are not linked yet: leave the blobs for next time.
    if (this.making.size > 0) return;
    const blobs = path.join(this.root, '.blobs');
    if (!existsSync(blobs)) return;
    for (const name of await readdir(blobs)) {
      const file = path.join(blobs, name);
      // One link: the blob store's own; no release folder links it (where links failed, folders hold copies).
      if ((await stat(file)).nlink === 1) await rm(file, { force: true });
    }
  }
}
