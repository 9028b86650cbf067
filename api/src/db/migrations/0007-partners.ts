import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../engine';
import { timestamp, withId } from './columns';

/**
 * The partner kit (docs/embedding.md#partners):
 * - `partners`: the sites allowed to embed the widgets and call the API from a browser, by origin
 *   (`https://shop.example`, unique) with a name staff know them by; `npm run partners` keeps it,
 *   and every replica follows it within seconds (api/src/partners/partner-origins.ts). The
 *   `meta` row `partners_version` changes with every edit, so a replica reads one row a second and
 *   the list only when it changed.
 * - `consultations` gains where a request came from: `origin`, the partner's origin as the
 *   browser named it on the request (null: the site itself, or no browser), and the labels the
 *   partner's page sent with it: `source` (the element's `source` attribute) and the page's
 *   `utm_source`, `utm_medium`, `utm_campaign`.
 */
export function partnersMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('partners'), engine)
        .addColumn('origin', 'text', (column) => column.notNull().unique())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('added_at', 'text', timestamp)
        .execute();
      for (const column of ['origin', 'source', 'utm_source', 'utm_medium', 'utm_campaign']) {
        await db.schema.alterTable('consultations').addColumn(column, 'text').execute();
      }
      // Staff list a partner's requests: `inbox -- consultations` joins by origin.
      await db.schema.createIndex('consultations_origin').on('consultations').column('origin').execute();
    },
  };
}
