import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { withId } from './columns';

/**
 * Sections released on their own (api/src/releases, docs/scaling.md "Releasing one section"):
 * - `release_blobs`: every file of every release, once per content (sha-256), its bytes here,
 *   where every replica reads them (a release of one changed chunk stores that chunk only);
 * - `releases` and `release_files`: a section's build (its version is a hash of its file list)
 *   and the files it is made of, written in one transaction once every blob is stored;
 * - `live_sections`: which release of each section every replica serves (no row, or a null
 *   release: the build the server was started with);
 * - `release_switches`: every switch, for the history and for rollback;
 * - `site_hosts`: what each running server reports (its host's versions, what it serves).
 */
export function releasesMigration(engine: Engine): Migration {
  const bytes = engine === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_blobs')
        .addColumn('hash', 'text', (column) => column.primaryKey())
        .addColumn('size', 'integer', (column) => column.notNull())
        .addColumn('bytes', bytes, (column) => column.notNull())
        .addColumn('stored_at', 'text', (column) => column.notNull())
        .execute();
      await withId(db.schema.createTable('releases'), engine)
        .addColumn('section', 'text', (column) => column.notNull())
        .addColumn('container', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('git_commit', 'text', (column) => column.notNull())
        .addColumn('rspack', 'text', (column) => column.notNull())
        .addColumn('runtime_core', 'text', (column) => column.notNull())
        .addColumn('bundler_runtime', 'text', (column) => column.notNull())
        .addColumn('files', 'integer', (column) => column.notNull())
        .addColumn('bytes', 'integer', (column) => column.notNull())
        .addColumn('uploaded_at', 'text', (column) => column.notNull())
        .addUniqueConstraint('releases_section_version', ['section', 'version'])
        .execute();
      await db.schema
        .createTable('release_files')
        .addColumn('release_id', 'integer', (column) => column.notNull().references('releases.id').onDelete('cascade'))
        .addColumn('path', 'text', (column) => column.notNull())
        .addColumn('hash', 'text', (column) => column.notNull())
        .addColumn('size', 'integer', (column) => column.notNull())
        .addPrimaryKeyConstraint('release_files_key', ['release_id', 'path'])
        .execute();
      // Pruning asks which blobs a kept release still uses.
      await db.schema.createIndex('release_files_hash').on('release_files').column('hash').execute();
      await db.schema
        .createTable('live_sections')
        .addColumn('section', 'text', (column) => column.primaryKey())
        .addColumn('release_id', 'integer', (column) => column.references('releases.id'))
        .addColumn('switched_at', 'text', (column) => column.notNull())
        .execute();
      await withId(db.schema.createTable('release_switches'), engine)
        .addColumn('section', 'text', (column) => column.notNull())
        .addColumn('release_id', 'integer', (column) => column.references('releases.id').onDelete('cascade'))
        .addColumn('action', 'text', (column) => column.notNull())
        .addColumn('switched_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('release_switches_section').on('release_switches').columns(['section', 'id']).execute();
      await db.schema
        .createTable('site_hosts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('rspack', 'text', (column) => column.notNull())
        .addColumn('runtime_core', 'text', (column) => column.notNull())
        .addColumn('bundler_runtime', 'text', (column) => column.notNull())
        .addColumn('serving', 'text', (column) => column.notNull())
        .addColumn('seen_at', 'text', (column) => column.notNull())
        .execute();
    },
  };
}
