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
  /** a generated or imported image (media.id); wins over `image_url` */
  image_id: string | null;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  created_at: string;
  updated_at: string;
}

/**
 * Booleans are stored as 0/1 integers: SQLite has no boolean type, and one set of queries
 * serves both engines.
 */
export type Flag = 0 | 1;

/** Key/value facts about the installation (`content_version`, bumped by every content import). */
export interface MetaTable {
  key: string;
  value: string;
}

/**
 * Every image the site serves, as its source (SVG markup, or base64 of a raster file from
 * content/), so any replica can render its WebP widths on demand. `id` is a hash of the
 * source: a changed image gets a new id, hence a new URL, so URLs can be cached forever.
 */
export interface MediaTable {
  id: string;
  name: string;
  /** 'raster': served as WebP at several widths; 'vector': served as the SVG itself */
  kind: 'raster' | 'vector';
  mime: string;
  source: string;
  width: number;
  height: number;
  placeholder: string | null;
  created_at: string;
}

export interface CategoriesColumns {
  id: Generated<number>;
  slug: string;
  sort_order: number;
  name_ar: string;
  name_en: string;
  created_at: string;
  updated_at: string;
}

export interface ProjectsTable {
  id: Generated<number>;
  slug: string;
  sort_order: number;
  category_id: number | null;
  name_ar: string;
  name_en: string;
  /** sanitised HTML */
  description_ar: string;
  description_en: string;
  client_ar: string | null;
  client_en: string | null;
  date: string | null;
  is_active: Flag;
  image_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProjectImagesTable {
  id: Generated<number>;
  project_id: number;
  position: number;
  name_ar: string | null;
  name_en: string | null;
  image_id: string;
}

export interface BlogsTable {
  id: Generated<number>;
  slug: string;
  category_id: number | null;
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  /** sanitised HTML */
  content_ar: string;
  content_en: string;
  quote_ar: string | null;
  quote_en: string | null;
  date: string | null;
  is_best: Flag;
  image_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ClientsTable {
  id: Generated<number>;
  slug: string;
  sort_order: number;
  name_ar: string;
  name_en: string;
  description_ar: string | null;
  description_en: string | null;
  /** a logo given as text in the content file (a relative path, a placeholder), sent as is */
  logo: string | null;
  /** a generated or imported logo (media.id); wins over `logo` */
  logo_id: string | null;
  website: string | null;
  created_at: string;
  updated_at: string;
}

export interface PortfolioProjectsTable {
  id: Generated<number>;
  slug: string;
  sort_order: number;
  title_ar: string;
  title_en: string;
  description_ar: string | null;
  description_en: string | null;
  project_date: string | null;
  is_active: Flag;
  image_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface PortfolioImagesTable {
  id: Generated<number>;
  project_id: number;
  position: number;
  title_ar: string | null;
  title_en: string | null;
  description_ar: string | null;
  description_en: string | null;
  image_id: string;
}

/** The about and contact page data: one JSON document per page, holding both languages. */
export interface PagesTable {
  key: string;
  data: string;
  updated_at: string;
}

/** What visitors send. Content imports never touch these tables. */
export interface MessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  language: string;
  created_at: string;
}

export interface ConsultationsTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  description: string | null;
  country: string | null;
  service_id: string;
  preferred_date: string;
  preferred_time: string;
  language: string;
  created_at: string;
}

export interface SubscribersTable {
  id: Generated<number>;
  /** as sent (trimmed) */
  email: string;
  /** lower-cased: unique, so one row per address whatever its case */
  email_key: string;
  language: string;
  created_at: string;
}

/** Replies to submissions sent with an `Idempotency-Key`, so a retry stores nothing twice. */
export interface IdempotencyKeysTable {
  scope: string;
  key: string;
  /** hash of the request body: the same key with another body is refused */
  fingerprint: string;
  status: number;
  body: string;
  created_at: string;
}

export interface Database {
  services: ServicesTable;
  meta: MetaTable;
  media: MediaTable;
  project_categories: CategoriesColumns;
  projects: ProjectsTable;
  project_images: ProjectImagesTable;
  blog_categories: CategoriesColumns;
  blogs: BlogsTable;
  clients: ClientsTable;
  portfolio_projects: PortfolioProjectsTable;
  portfolio_images: PortfolioImagesTable;
  pages: PagesTable;
  messages: MessagesTable;
  consultations: ConsultationsTable;
  subscribers: SubscribersTable;
  idempotency_keys: IdempotencyKeysTable;
}
