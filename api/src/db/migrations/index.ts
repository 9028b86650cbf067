import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import { withAdvisoryLock } from '../advisory-lock';
import type { Engine } from '../engine';
import { servicesMigration } from './0001-services';
import { contentMigration } from './0002-content';
import { submissionsMigration } from './0003-submissions';
import { notificationsMigration } from './0004-notifications';
import { mediaTintMigration } from './0005-media-tint';
import { releasesMigration } from './0006-releases';
import { partnersMigration } from './0007-partners';
import { safeReleasesMigration } from './0008-safe-releases';

/**
 * Every migration, in order, for both engines. They live in code, not in files read at run
 * time, so they ship with the server as is. Kysely applies them by name: append new ones
 * (`0002_projects`, ...) and never edit or rename one that has run somewhere.
 */
function migrations(engine: Engine): Record<string, Migration> {
  return {
    '0001_services': servicesMigration(engine),
    '0002_content': contentMigration(engine),
    '0003_submissions': submissionsMigration(engine),
    '0004_notifications': notificationsMigration(engine),
    '0005_media_tint': mediaTintMigration(),
    '0006_releases': releasesMigration(engine),
    '0007_partners': partnersMigration(engine),
    '0008_safe_releases': safeReleasesMigration(),
  };
}

class InCodeMigrations implements MigrationProvider {
  constructor(private readonly engine: Engine) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations(this.engine);
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest<DB>(db: Kysely<DB>, engine: Engine): Promise<void> {
  await migrate(db, engine, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema to the migration `name` (a test of the next one starts from there). */
export async function migrateTo<DB>(db: Kysely<DB>, engine: Engine, name: string): Promise<void> {
  await migrate(db, engine, (migrator) => migrator.migrateTo(name));
}

/** An arbitrary constant naming the migrations' lock among PostgreSQL's advisory locks (startup-lock.ts has another). */
export const MIGRATION_LOCK = 7_341_902_612;

/**
 * On PostgreSQL, one migrator at a time in the whole database, whatever the schema. Before it
 * takes its own lock, Kysely's migrator looks for its bookkeeping tables by listing every table
 * of every schema with their columns (`pg_get_serial_sequence` on each); a migration changing a
 * table in another schema at that moment (migration 0005 dropping `media.placeholder` in another
 * test's schema) failed that listing: 'column "placeholder" of relation "media" does not exist',
 * in a test:pg run in CI. The lock is held on one pinned connection, on which the migrator runs.
 */
async function migrate<DB>(db: Kysely<DB>, engine: Engine, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  if (engine !== 'postgres') return migrateOn(db, engine, run);
  await withAdvisoryLock(db, MIGRATION_LOCK, (connection) => migrateOn(connection, engine, run));
}

async function migrateOn<DB>(db: Kysely<DB>, engine: Engine, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  // On PostgreSQL, keep the migration bookkeeping in the connection's own schema: Kysely
  // otherwise finds another schema's bookkeeping tables and then cannot see them.
  const schema = engine === 'postgres' ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrations(engine),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  }
}
