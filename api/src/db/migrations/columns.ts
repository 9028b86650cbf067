import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely';
import type { Engine } from '../engine';

/**
 * The column shapes every table shares, written once so each migration stays portable. The
 * only engine difference is the auto-increment key: SQLite's `INTEGER PRIMARY KEY
 * AUTOINCREMENT` (ids never reused) and PostgreSQL's `serial`.
 */
export function withId<T extends string>(table: CreateTableBuilder<T>, engine: Engine): CreateTableBuilder<T, 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (column) => column.primaryKey())
    : table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
}

/**
 * ISO-8601 text timestamps (see schema.ts). The application writes them; the default only
 * covers rows inserted by hand, and its text form differs between the engines.
 */
export function timestamp(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return column.notNull().defaultTo(sql`CURRENT_TIMESTAMP`);
}
