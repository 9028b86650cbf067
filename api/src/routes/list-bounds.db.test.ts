import { sql } from 'kysely';
import {
  blogListResponseSchema,
  clientsResponseSchema,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  MAX_MANIFEST_ITEMS,
  offlineManifestResponseSchema,
  planOffline,
  portfolioListResponseSchema,
  projectsListResponseSchema,
  servicesListResponseSchema,
} from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';

/**
 * Every list reply stays a bounded page whatever the content: the seeded content multiplied in
 * the database itself (each row copied with its own slug, straight in SQL: no import, no HTTP),
 * to 3 030 projects, 1 212 articles, 808 designs and 1 212 clients.
 */
const COPIES = { projects: 100, blogs: 100, designs: 100, clients: 100 };
const LIMIT = 100 * 1024;

let t: TestApp;
const totals = { projects: 0, blogs: 0, designs: 0, clients: 0 };

/** Rows 1..n of a numbers table, in SQL both engines run. */
const numbers = (n: number) =>
  sql`(WITH RECURSIVE copies(k) AS (SELECT 1 UNION ALL SELECT k + 1 FROM copies WHERE k < ${sql.lit(n)}) SELECT k FROM copies) AS c`;

beforeAll(async () => {
  t = await testApp();
  const { db } = t.database;
  await sql`INSERT INTO projects (slug, sort_order, category_id, name_ar, name_en, description_ar, description_en, client_ar, client_en, date, is_active, image_id, created_at, updated_at)
    SELECT slug || '-copy-' || c.k, sort_order + 1000 * c.k, category_id, name_ar, name_en, description_ar, description_en, client_ar, client_en, date, is_active, image_id, created_at, updated_at
    FROM projects, ${numbers(COPIES.projects)}`.execute(db);
  await sql`INSERT INTO blogs (slug, category_id, name_ar, name_en, description_ar, description_en, content_ar, content_en, quote_ar, quote_en, date, is_best, image_id, created_at, updated_at)
    SELECT slug || '-copy-' || c.k, category_id, name_ar, name_en, description_ar, description_en, content_ar, content_en, quote_ar, quote_en, date, 0, image_id, created_at, updated_at
    FROM blogs, ${numbers(COPIES.blogs)}`.execute(db);
  await sql`INSERT INTO portfolio_projects (slug, sort_order, title_ar, title_en, description_ar, description_en, project_date, is_active, image_id, created_at, updated_at)
    SELECT slug || '-copy-' || c.k, sort_order + 1000 * c.k, title_ar, title_en, description_ar, description_en, project_date, is_active, image_id, created_at, updated_at
    FROM portfolio_projects, ${numbers(COPIES.designs)}`.execute(db);
  // Each copied design gets its original's gallery (the lists count it).
  await sql`INSERT INTO portfolio_images (project_id, position, title_ar, title_en, description_ar, description_en, image_id)
    SELECT copy.id, image.position, image.title_ar, image.title_en, image.description_ar, image.description_en, image.image_id
    FROM portfolio_projects copy
    JOIN portfolio_projects original ON copy.slug LIKE original.slug || '-copy-%'
    JOIN portfolio_images image ON image.project_id = original.id`.execute(db);
  await sql`INSERT INTO clients (slug, sort_order, name_ar, name_en, description_ar, description_en, logo, logo_id, website, created_at, updated_at)
    SELECT slug || '-copy-' || c.k, sort_order + 1000 * c.k, name_ar, name_en, description_ar, description_en, logo, logo_id, website, created_at, updated_at
    FROM clients, ${numbers(COPIES.clients)}`.execute(db);
  // Caches key on the content version: the rows above are new content.
  await db.updateTable('meta').set({ value: 'generated' }).where('key', '=', 'content_version').execute();
  const count = async (table: 'projects' | 'blogs' | 'portfolio_projects' | 'clients') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  totals.projects = await count('projects');
  totals.blogs = await count('blogs');
  totals.designs = await count('portfolio_projects');
  totals.clients = await count('clients');
}, 120_000);
afterAll(() => t.close());

type Schema<T> = { parse: (value: unknown) => T };

async function get<T>(url: string, schema: Schema<T>): Promise<{ body: T; bytes: number }> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return { body: schema.parse(response.json()), bytes: response.rawPayload.length };
}

type PageBody = { data: { data: unknown[]; total: number; current_page: number; last_page: number; per_page: number } };
const lists: { path: string; schema: Schema<PageBody>; perPage: number; total: () => number }[] = [
  { path: '/api/v1/projects', schema: projectsListResponseSchema, perPage: DEFAULT_PER_PAGE.projects, total: () => totals.projects },
  { path: '/api/v1/blogs', schema: blogListResponseSchema, perPage: DEFAULT_PER_PAGE.blogs, total: () => totals.blogs },
  { path: '/api/v1/social-media', schema: portfolioListResponseSchema, perPage: DEFAULT_PER_PAGE.designs, total: () => totals.designs },
  { path: '/api/v1/services', schema: servicesListResponseSchema, perPage: DEFAULT_PER_PAGE.services, total: () => 9 },
];

describe('list replies on a database of thousands of rows', () => {
  it('has the rows it means to test', () => {
    expect(totals).toEqual({ projects: 3030, blogs: 1212, designs: 808, clients: 1212 });
  });

  for (const list of lists) {
    it(`${list.path}: a page by default, per_page above ${MAX_PER_PAGE} clamped, every reply under 100 KB in both languages`, async () => {
      for (const lang of ['ar', 'en']) {
        const first = await get(`${list.path}?lang=${lang}`, list.schema);
        expect(first.body.data).toMatchObject({ current_page: 1, per_page: list.perPage, total: list.total() });
        expect(first.body.data.data).toHaveLength(Math.min(list.perPage, list.total()));
        const largest = await get(`${list.path}?lang=${lang}&per_page=${MAX_PER_PAGE}`, list.schema);
        const clamped = await get(`${list.path}?lang=${lang}&per_page=100000&page=2`, list.schema);
        expect(clamped.body.data).toMatchObject({ per_page: MAX_PER_PAGE, current_page: 2, last_page: Math.ceil(list.total() / MAX_PER_PAGE) });
        for (const reply of [first, largest, clamped]) expect(reply.bytes, `${list.path} ${lang}`).toBeLessThan(LIMIT);
      }
    });
  }

  it('pages correctly: every article once, newest first, by walking the pages to last_page', async () => {
    const seen: number[] = [];
    const dates: string[] = [];
    let last = 1;
    for (let page = 1; page <= last; page++) {
      const { body } = await get(`/api/v1/blogs?lang=en&page=${page}&per_page=${MAX_PER_PAGE}`, blogListResponseSchema);
      last = body.data.last_page;
      seen.push(...body.data.data.map((post) => post.id));
      dates.push(...body.data.data.map((post) => post.date ?? ''));
    }
    expect(last).toBe(Math.ceil(totals.blogs / MAX_PER_PAGE));
    expect(new Set(seen).size).toBe(totals.blogs);
    expect(dates).toEqual([...dates].sort().reverse());
    const beyond = await get(`/api/v1/blogs?page=${last + 1}&per_page=${MAX_PER_PAGE}`, blogListResponseSchema);
    expect(beyond.body.data.data).toEqual([]);
  });

  it('bounds the filtered lists too: a category, a search, the recent articles', async () => {
    const category = await get('/api/v1/projects/category/e-commerce?per_page=500', projectsListResponseSchema);
    expect(category.body.data.data).toHaveLength(MAX_PER_PAGE);
    expect(category.bytes).toBeLessThan(LIMIT);
    const search = await get(`/api/v1/blogs?per_page=500&search=${encodeURIComponent('الفوترة')}`, blogListResponseSchema);
    expect(search.body.data.total).toBeGreaterThan(MAX_PER_PAGE);
    expect(search.body.data.data).toHaveLength(MAX_PER_PAGE);
    expect(search.bytes).toBeLessThan(LIMIT);
    const blogCategory = await get('/api/v1/blogs/category/cybersecurity?per_page=500', blogListResponseSchema);
    expect(blogCategory.body.data.data).toHaveLength(MAX_PER_PAGE);
    const recent = await get('/api/v1/blogs/recent?limit=1000', blogListResponseSchema);
    expect(recent.body.data.data).toHaveLength(12);
  });

  it('/api/v1/clients: data is one page of the array, with its pagination beside it', async () => {
    const first = await get('/api/v1/clients?lang=ar', clientsResponseSchema);
    expect(first.body.data).toHaveLength(DEFAULT_PER_PAGE.clients);
    expect(first.body).toMatchObject({ total: totals.clients, current_page: 1, per_page: DEFAULT_PER_PAGE.clients });
    const strip = await get('/api/v1/clients?per_page=6', clientsResponseSchema);
    expect(strip.body.data.map((client) => client.id)).toEqual(first.body.data.slice(0, 6).map((client) => client.id));
    const last = await get(`/api/v1/clients?page=${first.body.last_page}&per_page=999`, clientsResponseSchema);
    expect(last.body.data).toHaveLength(totals.clients - (first.body.last_page! - 1) * MAX_PER_PAGE);
    expect(first.bytes).toBeLessThan(LIMIT);
  });

  it('the offline manifest is one small reply, newest first, listing what the plan of both languages keeps and little more', async () => {
    for (const lang of ['ar', 'en']) {
      const { body, bytes } = await get(`/api/v1/offline/manifest?lang=${lang}`, offlineManifestResponseSchema);
      expect(bytes).toBeLessThan(LIMIT);
      const { data } = body;
      expect(data.totals).toEqual({ projects: totals.projects, blogs: totals.blogs, designs: totals.designs, services: 9 });
      expect(data.projects.length).toBeLessThan(totals.projects);
      const listed = data.projects.length + data.blogs.length + data.designs.length;
      expect(listed).toBeLessThanOrEqual(MAX_MANIFEST_ITEMS);
      // The page plans from it with the same rule (offline-budget.ts): it fills the budget with what
      // is listed, keeps most of it in both languages, and no newest item is missing from the list.
      const plan = planOffline(data);
      expect(plan.bytes).toBeLessThanOrEqual(data.budget);
      expect(plan.bytes).toBeGreaterThan(data.budget * 0.95);
      for (const each of ['ar', 'en'] as const) expect(plan.kept[each].project).toBeGreaterThan(data.projects.length * 0.8);
      const ids = data.projects.map((item) => item.id);
      const newest = await t.database.db.selectFrom('projects').select('id').orderBy('date', 'desc').orderBy('id', 'desc').limit(ids.length).execute();
      expect(ids).toEqual(newest.map((row) => row.id));
    }
  });
});

describe('the sitemap past one file', () => {
  it('becomes an index of files of at most 5 000 URLs, which together list every page in both languages', async () => {
    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>[^<]*(\/sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(1);
    let urls = 0;
    for (const file of files) {
      const response = await t.app.inject({ method: 'GET', url: file });
      expect(response.statusCode).toBe(200);
      const count = response.body.match(/<url>/g)?.length ?? 0;
      expect(count).toBeLessThanOrEqual(5000);
      expect(response.rawPayload.length).toBeLessThan(50 * 1024 * 1024);
      urls += count;
    }
    const pages = 12 + 9 + totals.projects + totals.blogs + totals.designs;
    expect(urls).toBe(2 * pages);
    expect((await t.app.inject({ method: 'GET', url: `/sitemap-${files.length + 1}.xml` })).statusCode).toBe(404);
  });
});
