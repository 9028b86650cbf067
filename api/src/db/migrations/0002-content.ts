import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { timestamp, withId } from './columns';

/**
 * The editorial content imported from content/: media (image sources), projects and their
 * categories and galleries, blog articles and categories, clients, the design portfolio and
 * the about/contact page data. Booleans are 0/1 integers on both engines.
 */
export function contentMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('meta')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .execute();

      await db.schema
        .createTable('media')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('mime', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('width', 'integer', (column) => column.notNull())
        .addColumn('height', 'integer', (column) => column.notNull())
        .addColumn('placeholder', 'text')
        .addColumn('created_at', 'text', timestamp)
        .execute();

      await db.schema.alterTable('services').addColumn('image_id', 'text').execute();

      for (const table of ['project_categories', 'blog_categories']) {
        await withId(db.schema.createTable(table), engine)
          .addColumn('slug', 'text', (column) => column.notNull().unique())
          .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('name_ar', 'text', (column) => column.notNull())
          .addColumn('name_en', 'text', (column) => column.notNull())
          .addColumn('created_at', 'text', timestamp)
          .addColumn('updated_at', 'text', timestamp)
          .execute();
      }

      await withId(db.schema.createTable('projects'), engine)
        .addColumn('slug', 'text', (column) => column.notNull().unique())
        .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('category_id', 'integer', (column) => column.references('project_categories.id').onDelete('set null'))
        .addColumn('name_ar', 'text', (column) => column.notNull())
        .addColumn('name_en', 'text', (column) => column.notNull())
        .addColumn('description_ar', 'text', (column) => column.notNull())
        .addColumn('description_en', 'text', (column) => column.notNull())
        .addColumn('client_ar', 'text')
        .addColumn('client_en', 'text')
        .addColumn('date', 'text')
        .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('image_id', 'text')
        .addColumn('created_at', 'text', timestamp)
        .addColumn('updated_at', 'text', timestamp)
        .execute();
      await db.schema.createIndex('projects_order').on('projects').columns(['sort_order', 'id']).execute();
      await db.schema.createIndex('projects_category').on('projects').column('category_id').execute();

      await withId(db.schema.createTable('project_images'), engine)
        .addColumn('project_id', 'integer', (column) => column.notNull().references('projects.id').onDelete('cascade'))
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('name_ar', 'text')
        .addColumn('name_en', 'text')
        .addColumn('image_id', 'text', (column) => column.notNull())
        .addUniqueConstraint('project_images_position', ['project_id', 'position'])
        .execute();

      await withId(db.schema.createTable('blogs'), engine)
        .addColumn('slug', 'text', (column) => column.notNull().unique())
        .addColumn('category_id', 'integer', (column) => column.references('blog_categories.id').onDelete('set null'))
        .addColumn('name_ar', 'text', (column) => column.notNull())
        .addColumn('name_en', 'text', (column) => column.notNull())
        .addColumn('description_ar', 'text', (column) => column.notNull())
        .addColumn('description_en', 'text', (column) => column.notNull())
        .addColumn('content_ar', 'text', (column) => column.notNull())
        .addColumn('content_en', 'text', (column) => column.notNull())
        .addColumn('quote_ar', 'text')
        .addColumn('quote_en', 'text')
        .addColumn('date', 'text')
        .addColumn('is_best', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('image_id', 'text')
        .addColumn('created_at', 'text', timestamp)
        .addColumn('updated_at', 'text', timestamp)
        .execute();
      await db.schema.createIndex('blogs_date').on('blogs').columns(['date', 'id']).execute();
      await db.schema.createIndex('blogs_category').on('blogs').column('category_id').execute();

      await withId(db.schema.createTable('clients'), engine)
        .addColumn('slug', 'text', (column) => column.notNull().unique())
        .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('name_ar', 'text', (column) => column.notNull())
        .addColumn('name_en', 'text', (column) => column.notNull())
        .addColumn('description_ar', 'text')
        .addColumn('description_en', 'text')
        .addColumn('logo', 'text')
        .addColumn('logo_id', 'text')
        .addColumn('website', 'text')
        .addColumn('created_at', 'text', timestamp)
        .addColumn('updated_at', 'text', timestamp)
        .execute();

      await withId(db.schema.createTable('portfolio_projects'), engine)
        .addColumn('slug', 'text', (column) => column.notNull().unique())
        .addColumn('sort_order', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('title_ar', 'text', (column) => column.notNull())
        .addColumn('title_en', 'text', (column) => column.notNull())
        .addColumn('description_ar', 'text')
        .addColumn('description_en', 'text')
        .addColumn('project_date', 'text')
        .addColumn('is_active', 'integer', (column) => column.notNull().defaultTo(1))
        .addColumn('image_id', 'text')
        .addColumn('created_at', 'text', timestamp)
        .addColumn('updated_at', 'text', timestamp)
        .execute();
      await db.schema.createIndex('portfolio_order').on('portfolio_projects').columns(['sort_order', 'id']).execute();

      await withId(db.schema.createTable('portfolio_images'), engine)
        .addColumn('project_id', 'integer', (column) => column.notNull().references('portfolio_projects.id').onDelete('cascade'))
        .addColumn('position', 'integer', (column) => column.notNull())
        .addColumn('title_ar', 'text')
        .addColumn('title_en', 'text')
        .addColumn('description_ar', 'text')
        .addColumn('description_en', 'text')
        .addColumn('image_id', 'text', (column) => column.notNull())
        .addUniqueConstraint('portfolio_images_position', ['project_id', 'position'])
        .execute();

      await db.schema
        .createTable('pages')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('data', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', timestamp)
        .execute();
    },
  };
}
