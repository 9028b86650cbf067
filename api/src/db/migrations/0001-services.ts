import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { timestamp, withId } from './columns';

/** Services (docs/product.md#the-data), bilingual text in `_ar`/`_en` column pairs. */
export function servicesMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('services'), engine)
        .addColumn('slug', 'text', (column) => column.notNull().unique())
        .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('icon', 'text')
        .addColumn('image_url', 'text')
        .addColumn('name_ar', 'text', (column) => column.notNull())
        .addColumn('name_en', 'text', (column) => column.notNull())
        .addColumn('description_ar', 'text', (column) => column.notNull())
        .addColumn('description_en', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', timestamp)
        .addColumn('updated_at', 'text', timestamp)
        .execute();
      await db.schema.createIndex('services_sort_order').on('services').columns(['sort_order', 'id']).execute();
    },
  };
}
