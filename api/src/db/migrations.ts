import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Engine } from './engine';

/**
 * One set of migrations for both engines, in code (not files read at run time). The only
 * engine difference is the auto-increment primary key.
 */
function migrations(engine: Engine): Record<string, Migration> {
  const id = engine === 'postgres' ? ('serial' as const) : ('integer' as const);
  return {
    '0001_services': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('services')
          .addColumn('id', id, (column) => (engine === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement()))
          .addColumn('slug', 'text', (column) => column.notNull().unique())
          .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('icon', 'text')
          .addColumn('image_url', 'text')
          .addColumn('name_ar', 'text', (column) => column.notNull())
          .addColumn('name_en', 'text', (column) => column.notNull())
          .addColumn('description_ar', 'text', (column) => column.notNull())
          .addColumn('description_en', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', (column) => column.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
          .addColumn('updated_at', 'text', (column) => column.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
          .execute();
        await db.schema.createIndex('services_sort_order').on('services').columns(['sort_order', 'id']).execute();
      },
    },
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
  // On PostgreSQL, keep the migration bookkeeping in the connection's own schema: Kysely
  // otherwise finds another schema's bookkeeping tables and then cannot see them.
  const schema =
    engine === 'postgres' ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: new InCodeMigrations(engine),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
