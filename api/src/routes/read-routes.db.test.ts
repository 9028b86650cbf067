import {
  aboutPageResponseSchema,
  blogCategoriesResponseSchema,
  blogDetailResponseSchema,
  blogListResponseSchema,
  clientsResponseSchema,
  contactPageResponseSchema,
  errorBodySchema,
  portfolioDetailResponseSchema,
  portfolioListResponseSchema,
  projectCategoriesResponseSchema,
  projectDetailResponseSchema,
  projectsListResponseSchema,
  serviceDetailResponseSchema,
  servicesListResponseSchema,
} from '@site/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../testing/app';

/**
 * Every read the site makes (docs/product.md#the-calls), in every mode, against the seeded content: each reply parses
 * with its contract schema, in the canonical forms the API promises.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Schema<T> = { parse: (value: unknown) => T };

async function get<T>(url: string, schema: Schema<T>, headers: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8');
  return schema.parse(response.json());
}

async function notFound(url: string, message: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(404);
  expect(errorBodySchema.parse(response.json()), url).toEqual({ success: false, message });
}

const arabic = /[\u0600-\u06FF]/;

describe('services', () => {
  it('carry a generated image with its size and WebP widths', async () => {
    const body = await get('/api/v1/services', servicesListResponseSchema);
    for (const service of body.data.data) {
      expect(service.image_url).toMatch(/^\/api\/media\/service-[a-z0-9-]+\.[0-9a-f]{12}\.\d+\.webp$/);
      expect(service.image_meta).toMatchObject({ width: 1440, height: 900 });
      expect(service.image_meta?.srcset?.split(', ')).toHaveLength(3);
    }
    const detail = await get('/api/v1/services/e-invoicing?lang=en', serviceDetailResponseSchema);
    expect(detail.data.service.description).toMatch(/five minutes/);
    expect(await get('/api/v1/services/slug/e-invoicing?lang=en', serviceDetailResponseSchema)).toEqual(detail);
    await notFound('/api/v1/services/slug/8', 'Service not found');
  });
});

describe('projects', () => {
  it('answers its first page of 12 without paging, list items in the request language, with the canonical category', async () => {
    const body = await get('/api/v1/projects', projectsListResponseSchema);
    expect(body.success).toBe(true);
    expect(body.data.data).toHaveLength(12);
    expect(body.data).toMatchObject({ total: 30, current_page: 1, last_page: 3, per_page: 12 });
    const first = body.data.data[0]!;
    expect(first.name).toMatch(arabic);
    expect(first.category).toEqual({ id: expect.any(Number), slug: expect.any(String), name: expect.stringMatching(arabic) });
    expect(first.image_url).toMatch(/^\/api\/media\/project-/);
    expect(first.summary).not.toMatch(/</);
    // What a card shows: no HTML description, no gallery (the project's own reply has them).
    expect(first).not.toHaveProperty('description');
    expect(first).not.toHaveProperty('gallaries');
    const english = await get('/api/v1/projects?lang=en', projectsListResponseSchema);
    expect(english.data.data[0]!.name).toBe('Al Waha Dates Online Store');
    const byHeader = await get('/api/v1/projects', projectsListResponseSchema, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(byHeader.data.data[0]!.name).toBe('Al Waha Dates Online Store');
  });

  it('pages with page and per_page (the client fetches 50 a page until the last)', async () => {
    const page2 = await get('/api/v1/projects?page=2&per_page=12', projectsListResponseSchema);
    expect(page2.data).toMatchObject({ total: 30, current_page: 2, last_page: 3, per_page: 12 });
    expect(page2.data.data).toHaveLength(12);
    const all = await get('/api/v1/projects?page=1&per_page=50', projectsListResponseSchema);
    expect(all.data.last_page).toBe(1);
    expect(all.data.data).toHaveLength(30);
    const beyond = await get('/api/v1/projects?page=9&per_page=12', projectsListResponseSchema);
    expect(beyond.data.data).toEqual([]);
  });

  it('lists at least five categories, each with projects, and filters by category slug or id', async () => {
    const { data } = await get('/api/v1/projects/categories?lang=en', projectCategoriesResponseSchema);
    expect(data.categories.length).toBeGreaterThanOrEqual(5);
    let sum = 0;
    for (const category of data.categories) {
      const bySlug = await get(`/api/v1/projects/category/${category.slug}`, projectsListResponseSchema);
      const byId = await get(`/api/v1/projects/category/${category.id}`, projectsListResponseSchema);
      expect(bySlug.data.data.length).toBeGreaterThan(0);
      expect(byId.data.data.map((project) => project.id)).toEqual(bySlug.data.data.map((project) => project.id));
      for (const project of bySlug.data.data) expect(project.category).toMatchObject({ slug: category.slug });
      sum += bySlug.data.total;
    }
    expect(sum).toBe(30);
    await notFound('/api/v1/projects/category/no-such-category', 'Category not found');
  });

  it('answers a project by id, by slug and by /slug/{slug}, with its gallery and up to 3 related', async () => {
    const byId = await get('/api/v1/projects/1?lang=en', projectDetailResponseSchema);
    const bySlug = await get('/api/v1/projects/waha-online-store?lang=en', projectDetailResponseSchema);
    const bySlugForm = await get('/api/v1/projects/slug/waha-online-store?lang=en', projectDetailResponseSchema);
    expect(bySlug).toEqual(byId);
    expect(bySlugForm).toEqual(byId);
    const { project, related_projects } = byId.data;
    expect(project.gallaries?.length).toBeGreaterThan(0);
    expect(project.gallaries?.[0]).toMatchObject({ name: 'Gift box builder', image_url: expect.stringMatching(/\.webp$/) });
    expect(related_projects).toHaveLength(3);
    expect(related_projects.map((related) => related.id)).not.toContain(project.id);
    expect(related_projects[0]).toMatchObject({ title: expect.any(String), name: expect.any(String), image: expect.any(String) });
    for (const key of ['9999', 'no-such-project', '0', '99999999999999999999']) await notFound(`/api/v1/projects/${key}`, 'Project not found');
    await notFound('/api/v1/projects/slug/1', 'Project not found');
  });
});

describe('blogs', () => {
  it('lists 12 articles newest first without their bodies, with the reading time, one is_best, and the category object', async () => {
    const body = await get('/api/v1/blogs?lang=en', blogListResponseSchema);
    expect(body.success).toBe(true);
    expect(body.data.data).toHaveLength(12);
    const dates = body.data.data.map((post) => post.date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.data.data.filter((post) => post.is_best)).toHaveLength(1);
    for (const post of body.data.data) {
      expect(post).not.toHaveProperty('content');
      expect(post.reading_minutes).toBeGreaterThan(0);
      expect(post.category).toMatchObject({ slug: expect.any(String), name: expect.any(String) });
      expect(post.image_url).toMatch(/^\/api\/media\/blog-/);
    }
    // The article's own reply has the sanitised body, and the same reading time.
    const first = body.data.data[0]!;
    const detail = await get(`/api/v1/blogs/slug/${first.slug}?lang=en`, blogDetailResponseSchema);
    expect(detail.data.blog.content).toMatch(/<h2>/);
    expect(detail.data.blog.content).not.toMatch(/<script|onerror|javascript:/i);
    expect(detail.data.blog.reading_minutes).toBe(first.reading_minutes);
    for (const related of detail.data.related_blogs) expect(related).not.toHaveProperty('content');
  });

  it('searches, filters by category, pages, and answers recent', async () => {
    const search = await get(`/api/v1/blogs?lang=en&search=${encodeURIComponent('phishing')}`, blogListResponseSchema);
    expect(search.data.data.map((post) => post.slug)).toContain('phishing-small-business');
    const arabicSearch = await get(`/api/v1/blogs?search=${encodeURIComponent('الفوترة')}`, blogListResponseSchema);
    expect(arabicSearch.data.data.map((post) => post.slug)).toContain('e-invoicing-in-five-minutes');
    const literal = await get(`/api/v1/blogs?search=${encodeURIComponent('100%_')}`, blogListResponseSchema);
    expect(literal.data.total).toBe(0);
    const category = await get('/api/v1/blogs?category=cybersecurity', blogListResponseSchema);
    const categoryRoute = await get('/api/v1/blogs/category/cybersecurity', blogListResponseSchema);
    expect(category.data.data.map((post) => post.id)).toEqual(categoryRoute.data.data.map((post) => post.id));
    expect(category.data.total).toBe(2);
    await notFound('/api/v1/blogs/category/unknown', 'Category not found');
    const paged = await get('/api/v1/blogs?page=2&per_page=5', blogListResponseSchema);
    expect(paged.data).toMatchObject({ total: 12, current_page: 2, last_page: 3 });
    const recent = await get('/api/v1/blogs/recent', blogListResponseSchema);
    expect(recent.data.data).toHaveLength(3);
    expect((await get('/api/v1/blogs/recent?limit=5', blogListResponseSchema)).data.data).toHaveLength(5);
    const categories = await get('/api/v1/blogs/categories', blogCategoriesResponseSchema);
    expect(categories.data.categories.length).toBeGreaterThanOrEqual(5);
  });

  it('answers an article by id, slug and /slug/{slug} with related articles', async () => {
    const bySlug = await get('/api/v1/blogs/arabic-first-websites', blogDetailResponseSchema);
    const byId = await get(`/api/v1/blogs/${bySlug.data.blog.id}`, blogDetailResponseSchema);
    const bySlugForm = await get('/api/v1/blogs/slug/arabic-first-websites', blogDetailResponseSchema);
    expect(byId).toEqual(bySlug);
    expect(bySlugForm).toEqual(bySlug);
    expect(bySlug.data.blog.is_best).toBe(true);
    expect(bySlug.data.blog.quote).toMatch(arabic);
    expect(bySlug.data.related_blogs).toHaveLength(3);
    await notFound('/api/v1/blogs/no-such-article', 'Blog post not found');
  });
});

describe('clients', () => {
  it('answers 12 clients as the data array, with drawn logos, websites, a placeholder and a relative logo', async () => {
    const body = await get('/api/v1/clients?lang=en', clientsResponseSchema);
    expect(body.data).toHaveLength(12);
    const logos = body.data.map((client) => client.logo ?? '');
    expect(logos.filter((logo) => logo.includes('{token}'))).toHaveLength(1);
    const relative = logos.filter((logo) => /^api\/media\/.+\.svg$/.test(logo));
    expect(relative).toHaveLength(1);
    expect(logos.filter((logo) => /^\/api\/media\/client-.+\.svg$/.test(logo)).length).toBe(10);
    expect(body.data.filter((client) => client.website).length).toBeGreaterThanOrEqual(6);
    const svg = await t.app.inject({ method: 'GET', url: `/${relative[0]}` });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('social media (design portfolio)', () => {
  it('lists active projects 6 a page by default, titles as {ar, en}, each gallery counted (not listed)', async () => {
    const body = await get('/api/v1/social-media', portfolioListResponseSchema);
    expect(body.data).toMatchObject({ total: 8, current_page: 1, last_page: 2, per_page: 6 });
    expect(body.data.data).toHaveLength(6);
    const first = body.data.data[0]!;
    expect(first.title).toEqual({ ar: expect.stringMatching(arabic), en: expect.any(String) });
    expect(first.galleries).toEqual([]);
    expect(first.galleries_pagination).toEqual({ total: 24, current_page: 1, last_page: 3 });
    expect(first.main_image_url).toMatch(/\.webp$/);
    const counts = [...body.data.data, ...(await get('/api/v1/social-media?page=2', portfolioListResponseSchema)).data.data].map(
      (project) => project.galleries_pagination?.total ?? 0,
    );
    expect(counts.every((count) => count >= 5 && count <= 40)).toBe(true);
    expect(counts.filter((count) => count > 19).length).toBeGreaterThanOrEqual(2);
  });

  const slug = 'nile-health-awareness'; // 31 images

  it('slices a gallery by gallery_page and per_page (defaults 1 and 9)', async () => {
    const first = await get(`/api/v1/social-media/slug/${slug}`, portfolioDetailResponseSchema);
    expect(first.data.galleries).toHaveLength(9);
    expect(first.data.galleries_pagination).toEqual({ total: 31, current_page: 1, last_page: 4 });
    expect(first.data.galleries[0]!.title).toEqual({ ar: expect.stringMatching(arabic), en: 'Drink more water in summer' });
    expect(first.data.galleries[0]!.image_meta).toMatchObject({ width: 1080, height: 1080 });
    const page2 = await get(`/api/v1/social-media/slug/${slug}?gallery_page=2`, portfolioDetailResponseSchema);
    expect(page2.data.galleries_pagination?.current_page).toBe(2);
    expect(page2.data.galleries[0]!.id).toBe(first.data.galleries[8]!.id + 1);
    const last = await get(`/api/v1/social-media/slug/${slug}?gallery_page=4`, portfolioDetailResponseSchema);
    expect(last.data.galleries).toHaveLength(4);
    const big = await get(`/api/v1/social-media/slug/${slug}?gallery_page=1&per_page=20`, portfolioDetailResponseSchema);
    expect(big.data.galleries_pagination).toEqual({ total: 31, current_page: 1, last_page: 2 });
    expect(first.data.related?.length).toBe(3);
    expect(first.data.related?.map((project) => project.slug)).not.toContain(slug);
  });

  it('slices by offset and limit (defaults 0 and 9)', async () => {
    const slice = await get(`/api/v1/social-media/slug/${slug}?offset=27&limit=9`, portfolioDetailResponseSchema);
    expect(slice.data.galleries).toHaveLength(4);
    expect(slice.data.galleries_pagination).toEqual({ total: 31, current_page: 4, last_page: 4 });
    const defaults = await get(`/api/v1/social-media/slug/${slug}?offset=0`, portfolioDetailResponseSchema);
    expect(defaults.data.galleries).toHaveLength(9);
    const all = await get(`/api/v1/social-media/slug/${slug}?all=true`, portfolioDetailResponseSchema);
    expect(all.data.galleries).toHaveLength(31);
    expect(new Set(all.data.galleries.map((image) => image.id)).size).toBe(31);
    expect(all.data.galleries_pagination).toEqual({ total: 31, current_page: 1, last_page: 1 });
  });

  it('answers by id and by slug too, and 404 for unknown ones', async () => {
    const bySlugForm = await get(`/api/v1/social-media/slug/${slug}?all=true`, portfolioDetailResponseSchema);
    const byId = await get(`/api/v1/social-media/${bySlugForm.data.id}?all=true`, portfolioDetailResponseSchema);
    const bySlug = await get(`/api/v1/social-media/${slug}?all=true`, portfolioDetailResponseSchema);
    expect(byId).toEqual(bySlugForm);
    expect(bySlug).toEqual(bySlugForm);
    await notFound('/api/v1/social-media/slug/no-such-project', 'Project not found');
    await notFound('/api/v1/social-media/424242', 'Project not found');
  });
});

describe('pages', () => {
  it('answers the about data with statistics, in both languages', async () => {
    const about = await get('/api/v1/pages/about', aboutPageResponseSchema);
    expect(about.data.business_name).toMatch(/نسق/);
    expect(about.data.statistics).toMatchObject({ support_available: '99.9%', years_of_experience: new Date().getUTCFullYear() - 2020 });
    const english = await get('/api/v1/pages/about?lang=en', aboutPageResponseSchema);
    expect(english.data.business_description).toMatch(/Beni Suef/);
  });

  it('answers the contact data at /pages/contact and /contact alike', async () => {
    const contact = await get('/api/v1/pages/contact?lang=en', contactPageResponseSchema);
    expect(await get('/api/v1/contact?lang=en', contactPageResponseSchema)).toEqual(contact);
    expect(contact.data.contact_info).toMatchObject({ phone: expect.stringMatching(/^\+966/), email: expect.stringContaining('@') });
    expect(contact.data.contact_info.working_hours).toMatch(/Sunday to Thursday 8:00–18:00/);
    expect(contact.data.social_media.length).toBeGreaterThan(0);
    expect(contact.data.about.business_name).toBe('Nasaq Technology Solutions');
  });
});

describe('HTTP caching of reads', () => {
  it('sends ETag, Cache-Control and Vary, and 304 for a matching If-None-Match', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/projects?lang=en' });
    const etag = String(first.headers['etag']);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    // The address names the language: the reply varies by nothing else the language comes from.
    expect(String(first.headers['vary'])).not.toMatch(/Accept-Language|Cookie/);
    expect(String(first.headers['vary'])).toMatch(/Accept-Encoding/);
    const unnamed = await t.app.inject({ method: 'GET', url: '/api/v1/projects' });
    expect(String(unnamed.headers['vary'])).toMatch(/Accept-Language, Cookie, Accept-Encoding/);
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/projects?lang=en', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/projects?lang=ar', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('compresses large replies for clients that accept it, and the bytes are the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/blogs' });
    const br = await t.app.inject({ method: 'GET', url: '/api/v1/blogs', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['etag']).toBe(plain.headers['etag']);
  });

  it('does not cache a 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/blogs/nope' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
