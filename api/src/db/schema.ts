import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Timestamps are ISO-8601 text so one set of queries runs
 * on SQLite and PostgreSQL alike. Bilingual text is stored in `_ar`/`_en` column pairs.
 */
export interface ServicesTable {
  id: Generated<number>;
  slug: string;
  sort_order: number;
  icon: string | null;
  image_url: string | null;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  created_at: string;
  updated_at: string;
}

export interface Database {
  services: ServicesTable;
}
