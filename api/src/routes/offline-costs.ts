import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_PER_PAGE,
  OFFLINE_BUDGET_BYTES,
  RECENT_POSTS,
  type Language,
  type OfflineManifestCore,
  type OfflineManifestItem,
  type OfflineManifestResponse,
} from '@site/shared/contract';

/** A figure in each language. */
type Both = Record<Language, number>;
const both = (value: (lang: Language) => number): Both => ({ ar: value('ar'), en: value('en') });
import type { Database } from '../db/schema';
import { MAIN_PAGES, REPLY, imageBytes, pageBytes } from './offline-sizes';

/**
 * The offline manifest's figures, read from the database (offline-manifest.ts): each item's
 * text lengths in bytes and its images' dimensions, turned into costs by offline-sizes.ts.
 */

const RELATED = 3;
/** No item costs less than a page of about 34 KB in each language: past this many, one kind alone would be over the budget. */
const MAX_ROWS_PER_KIND = Math.ceil(OFFLINE_BUDGET_BYTES / 34_000);
const CHUNK = 500;

interface Measured {
  id: number;
  slug: string;
  image_id: string | null;
}
export interface Picture {
  kind: 'raster' | 'vector';
  width: number;
  height: number;
  source_bytes: number;
}

export function octets(column: string) {
  return sql<number>`coalesce(octet_length(${sql.ref(column)}), 0)`;
}

export async function chunked<T>(ids: number[], read: (ids: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) rows.push(...(await read(ids.slice(i, i + CHUNK))));
  return rows;
}

function item(row: Measured, reply: Both, page: Both, pictures: { bytes: number }[]): OfflineManifestItem {
  return {
    id: row.id,
    slug: row.slug,
    reply,
    page,
    images: pictures.reduce((sum, picture) => sum + picture.bytes, 0),
    image_count: pictures.length,
  };
}

/** The dimensions of images, by id. */
async function mediaOf(db: Kysely<Database>, ids: (string | null)[]): Promise<Map<string, Picture>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const found = new Map<string, Picture>();
  for (let i = 0; i < wanted.length; i += CHUNK) {
    const rows = await db
      .selectFrom('media')
      .select(['id', 'kind', 'width', 'height', octets('source').as('source_bytes')])
      .where('id', 'in', wanted.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) found.set(row.id, { ...row, source_bytes: Number(row.source_bytes) });
  }
  return found;
}

const main = (media: Map<string, Picture>, id: string | null) => {
  const info = id ? media.get(id) : undefined;
  return info ? [{ bytes: imageBytes(info, 'main') }] : [];
};

/** Rows measured (their texts in bytes in each language), as items with their reply, page and main image: `reply` turns a text's bytes into its reply's. */
async function itemsOf(
  db: Kysely<Database>,
  rows: { id: number; slug: string; image_id: string | null; text_ar: unknown; text_en: unknown }[],
  kind: 'project' | 'blog' | 'design',
  reply: (text: number) => number,
): Promise<OfflineManifestItem[]> {
  const media = await mediaOf(
    db,
    rows.map((row) => row.image_id),
  );
  return rows.map((row) => {
    const bytes = both((lang) => reply(Number(row[`text_${lang}`])));
    return item(
      row,
      bytes,
      both((lang) => pageBytes(kind, bytes[lang])),
      main(media, row.image_id),
    );
  });
}

/** Projects newest first, each with its reply, page and main image: galleries come with `projectGalleries`, for the items the cut keeps. */
export async function projectItems(db: Kysely<Database>): Promise<OfflineManifestItem[]> {
  const text = (lang: Language) =>
    sql<number>`${octets(`name_${lang}`)} * 2 + ${octets(`description_${lang}`)} + ${octets(`client_${lang}`)}`.as(`text_${lang}`);
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'slug', 'image_id', text('ar'), text('en')])
    .orderBy(sql`coalesce(date, '')`, 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_ROWS_PER_KIND)
    .execute();
  // The summary is an excerpt of the description: about 180 characters.
  return itemsOf(db, rows, 'project', (text) => REPLY.project + text + Math.min(text, 400) + RELATED * REPLY.relatedProject);
}

export async function blogItems(db: Kysely<Database>): Promise<OfflineManifestItem[]> {
  const text = (lang: Language) =>
    sql<number>`${octets(`name_${lang}`)} + ${octets(`description_${lang}`)} + ${octets(`content_${lang}`)} + ${octets(`quote_${lang}`)}`.as(`text_${lang}`);
  const rows = await db
    .selectFrom('blogs')
    .select(['id', 'slug', 'image_id', text('ar'), text('en')])
    .orderBy(sql`coalesce(date, '')`, 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_ROWS_PER_KIND)
    .execute();
  return itemsOf(db, rows, 'blog', (text) => REPLY.blog + text + RELATED * REPLY.relatedBlog);
}

/** Designs newest first, each with its reply, page and main image: galleries come with `designGalleries`. */
export async function designItems(db: Kysely<Database>): Promise<OfflineManifestItem[]> {
  // Titles and descriptions come in both languages whatever the language: one text for both.
  const text = sql<number>`${octets('title_ar')} + ${octets('title_en')} + ${octets('description_ar')} + ${octets('description_en')}`;
  const rows = await db
    .selectFrom('portfolio_projects')
    .select(['id', 'slug', 'image_id', text.as('text_ar'), text.as('text_en')])
    .where('is_active', '=', 1)
    .orderBy(sql`coalesce(project_date, '')`, 'desc')
    .orderBy('id', 'desc')
    .limit(MAX_ROWS_PER_KIND)
    .execute();
  return itemsOf(db, rows, 'design', (text) => REPLY.design + text + RELATED * REPLY.relatedDesign);
}

export async function serviceItems(db: Kysely<Database>): Promise<OfflineManifestItem[]> {
  const text = (lang: Language) => sql<number>`${octets(`name_${lang}`)} + ${octets(`description_${lang}`)}`.as(`text_${lang}`);
  const rows = await db
    .selectFrom('services')
    .select(['id', 'slug', 'image_id', text('ar'), text('en')])
    .orderBy('sort_order')
    .orderBy('id')
    .limit(DEFAULT_PER_PAGE.services)
    .execute();
  const media = await mediaOf(
    db,
    rows.map((row) => row.image_id),
  );
  return rows.map((row) => {
    const reply = both((lang) => REPLY.service + Number(row[`text_${lang}`]) + RELATED * REPLY.relatedService);
    return item(
      row,
      reply,
      both((lang) => pageBytes('service', reply[lang])),
      main(media, row.image_id),
    );
  });
}

/** The single reads (services, clients, about, contact, categories, recent articles) and the main pages in each language, and the images those reads show. */
export async function coreCost(db: Kysely<Database>): Promise<OfflineManifestCore> {
  const text = (columns: string[], lang: Language) =>
    columns.map((column) => sql<number>`${octets(column.replace('{lang}', lang))}`).reduce((sum, next) => sql<number>`${sum} + ${next}`);
  const [services, clients, pages, categories, recent] = await Promise.all([
    db
      .selectFrom('services')
      .select(['image_id', text(['name_{lang}', 'description_{lang}'], 'ar').as('text_ar'), text(['name_{lang}', 'description_{lang}'], 'en').as('text_en')])
      .orderBy('sort_order')
      .orderBy('id')
      .limit(DEFAULT_PER_PAGE.services)
      .execute(),
    db
      .selectFrom('clients')
      .select([
        'logo_id',
        text(['name_{lang}', 'description_{lang}', 'website'], 'ar').as('text_ar'),
        text(['name_{lang}', 'description_{lang}', 'website'], 'en').as('text_en'),
      ])
      .orderBy('sort_order')
      .orderBy('id')
      .limit(DEFAULT_PER_PAGE.clients)
      .execute(),
    db
      .selectFrom('pages')
      .select((eb) => eb.fn.sum<number>(octets('data')).as('bytes'))
      .executeTakeFirst(),
    db
      .selectFrom('project_categories')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('blogs')
      .select(['image_id', octets('description_ar').as('text_ar'), octets('description_en').as('text_en')])
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_POSTS.default)
      .execute(),
  ]);
  const media = await mediaOf(db, [...services.map((row) => row.image_id), ...clients.map((row) => row.logo_id), ...recent.map((row) => row.image_id)]);
  const replies = both(
    (lang) =>
      4000 +
      services.reduce((sum, row) => sum + 600 + Number(row[`text_${lang}`]), 0) +
      clients.reduce((sum, row) => sum + 220 + Number(row[`text_${lang}`]), 0) +
      Number(pages?.bytes ?? 0) +
      2 * 100 * Number(categories.count) +
      recent.reduce((sum, row) => sum + REPLY.relatedBlog + Number(row[`text_${lang}`]), 0),
  );
  const pictures = [...services, ...recent].flatMap((row) => main(media, row.image_id));
  const logos = clients.flatMap((row) => main(media, row.logo_id));
  return {
    replies,
    pages: { ar: MAIN_PAGES, en: MAIN_PAGES },
    images: [...pictures, ...logos].reduce((sum, picture) => sum + picture.bytes, 0),
    image_count: pictures.length + logos.length,
  };
}

export async function counts(db: Kysely<Database>): Promise<OfflineManifestResponse['data']['totals']> {
  const count = (table: 'projects' | 'blogs' | 'services') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count));
  const [projects, blogs, services, designs] = await Promise.all([
    count('projects'),
    count('blogs'),
    count('services'),
    db
      .selectFrom('portfolio_projects')
      .where('is_active', '=', 1)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.count)),
  ]);
  return { projects, blogs, designs, services };
}
