import type { Kysely, Migration } from 'kysely';

/**
 * Safe releases (docs/scaling.md, "A release in steps"):
 * - `live_sections` gains the canary of each section: the release a share of visitors get
 *   (`canary_percent`, 1 to 99) beside the live one, since `canary_started_at`;
 * - `release_switches` gains who or what made each switch (`actor`), why (`reason`: an automatic
 *   rollback's figures), and a canary's share (`percent`);
 * - `section_traffic` holds every replica's page views and errors per section version and minute,
 *   summed (the canary's automatic rollback compares the two versions since the canary began);
 *   `section_version_traffic` the same per version for good (`npm run releases`).
 */
export function safeReleasesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('live_sections')
        .addColumn('canary_release_id', 'integer', (column) => column.references('releases.id'))
        .execute();
      await db.schema
        .alterTable('live_sections')
        .addColumn('canary_percent', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('live_sections').addColumn('canary_started_at', 'text').execute();
      await db.schema
        .alterTable('release_switches')
        .addColumn('actor', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('release_switches')
        .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('release_switches').addColumn('percent', 'integer').execute();
      await db.schema
        .createTable('section_traffic')
        // the section's federation container (`mf_portfolio`), as SectionTraffic counts it
        .addColumn('section', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        // the minute counted in, `2026-11-29T08:14` (UTC)
        .addColumn('minute', 'text', (column) => column.notNull())
        .addColumn('page_views', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('server_errors', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('browser_errors', 'integer', (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('section_traffic_key', ['section', 'version', 'minute'])
        .execute();
      await db.schema
        .createTable('section_version_traffic')
        .addColumn('section', 'text', (column) => column.notNull())
        .addColumn('version', 'text', (column) => column.notNull())
        .addColumn('page_views', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('server_errors', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('browser_errors', 'integer', (column) => column.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('section_version_traffic_key', ['section', 'version'])
        .execute();
    },
  };
}
