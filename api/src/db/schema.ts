import type { Generated } from 'kysely';
import type { ReleaseTables } from '../releases/tables';

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
  /** the two colours of its background, `#rrggbb #rrggbb` (media/tint.ts); null for none */
  tint: string | null;
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
  /** the partner's origin the browser sent the request from (null: the site itself, or no browser): migration 0007 */
  origin: string | null;
  /** the embedding element's `source` label and the partner page's UTM fields, as sent (bounded by the contract) */
  source: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** The partner sites allowed to embed the widgets (`npm run partners`; docs/embedding.md#partners). */
export interface PartnersTable {
  id: Generated<number>;
  /** `https://shop.example`: scheme, host and port, as `new URL(...).origin` writes it */
  origin: string;
  name: string;
  added_at: string;
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

/** Which submission an outbox row tells staff about, and over which channel. */
export type SubmissionKind = 'message' | 'consultation' | 'subscriber';
export type NotificationChannel = 'email' | 'webhook';
export type NotificationStatus = 'pending' | 'sent' | 'failed';

/**
 * The notification outbox (see api/src/notify): one row per submission and channel, written
 * in the submission's transaction. A worker claims a due row by setting `locked_by` and a
 * lease (`locked_until`), counts the attempt, and records the outcome.
 */
export interface NotificationOutboxTable {
  id: Generated<number>;
  kind: SubmissionKind;
  submission_id: number;
  channel: NotificationChannel;
  status: NotificationStatus;
  /** attempts started so far (counted when a row is claimed) */
  attempts: number;
  /** when a pending row is due (ISO-8601) */
  next_attempt_at: string;
  /** the worker that claimed the row last (and sent it, once sent) */
  locked_by: string | null;
  /** a claimed row is not claimed again before this time; a crashed worker's rows come back after it */
  locked_until: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

/** The content and submissions below, and the release store's tables (releases/tables.ts). */
export interface Database extends ReleaseTables {
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
  partners: PartnersTable;
  subscribers: SubscribersTable;
  idempotency_keys: IdempotencyKeysTable;
  notification_outbox: NotificationOutboxTable;
}
