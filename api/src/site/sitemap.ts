import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Language } from '@site/shared/contract';
import { paths } from '@site/shared/site';
import type { ContentVersion } from '../content/content-version';
import type { Database } from '../db/schema';
import { siteOrigin } from './site-origin';

const LANGUAGES: readonly Language[] = ['ar', 'en'];

/**
 * URLs per sitemap file. The protocol allows 50 000 URLs or 50 MB a file; a URL here is about
 * 700 bytes (its address and its three alternates), so a file of 5 000 is about 3.5 MB. Past
 * one file, /sitemap.xml becomes an index of /sitemap-1.xml, /sitemap-2.xml...
 */
const URLS_PER_FILE = 5000;
const ENTRIES_PER_FILE = URLS_PER_FILE / LANGUAGES.length;

export interface SitemapEntry {
  path: string;
  /** ISO date-time of the last change */
  lastmod: string;
}

/** The pages that are not items, in the order of the site's navigation (docs/product.md#every-page). */
const staticPaths = [
  paths.home,
  paths.about,
  paths.services,
  paths.projects,
  paths.portfolio,
  paths.blog,
  paths.clients,
  paths.contact,
  paths.consultation,
  paths.privacy,
  paths.terms,
  paths.sitemap,
];

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function isoDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? new Date().toISOString() : date.toISOString();
}

/** Every page of the site with its last change: the fixed routes and every service, project, design and article. */
async function sitemapEntries(db: Kysely<Database>): Promise<SitemapEntry[]> {
  const [services, projects, portfolio, blogs, pages] = await Promise.all([
    db.selectFrom('services').select(['id', 'updated_at']).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('projects').select(['id', 'updated_at']).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('portfolio_projects').select(['slug', 'updated_at']).where('is_active', '=', 1).orderBy('sort_order').orderBy('id').execute(),
    db.selectFrom('blogs').select(['slug', 'updated_at']).orderBy('id').execute(),
    db.selectFrom('pages').select('updated_at').execute(),
  ]);
  const items = [
    ...services.map((row) => ({ path: paths.service(row.id), lastmod: isoDate(row.updated_at) })),
    ...projects.map((row) => ({ path: paths.project(row.id), lastmod: isoDate(row.updated_at) })),
    ...portfolio.map((row) => ({ path: paths.portfolioItem(row.slug), lastmod: isoDate(row.updated_at) })),
    ...blogs.map((row) => ({ path: paths.article(row.slug), lastmod: isoDate(row.updated_at) })),
  ];
  // A fixed page changes with the content it shows: the newest change of any of it.
  let newest = pages.map((row) => isoDate(row.updated_at)).reduce((a, b) => (a > b ? a : b), '');
  for (const item of items) if (item.lastmod > newest) newest = item.lastmod;
  return [...staticPaths.map((path) => ({ path, lastmod: newest || new Date().toISOString() })), ...items];
}

/** How many files the sitemap takes: one urlset up to `URLS_PER_FILE` URLs, else that many behind an index. */
function sitemapFileCount(entries: readonly SitemapEntry[]): number {
  return Math.max(1, Math.ceil(entries.length / ENTRIES_PER_FILE));
}

/** The entries of file `n` (1-based). */
function sitemapFileEntries(entries: readonly SitemapEntry[], n: number): SitemapEntry[] {
  return entries.slice((n - 1) * ENTRIES_PER_FILE, n * ENTRIES_PER_FILE);
}

/** A urlset: each page once per language (its `?lang=` URL), with its alternates and `x-default`. */
function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const url = (path: string, lang?: string) => xml(`${origin}${path}${lang ? `?lang=${lang}` : ''}`);
  const urls = entries.flatMap((entry) =>
    LANGUAGES.map(
      (lang) =>
        `<url><loc>${url(entry.path, lang)}</loc><lastmod>${entry.lastmod}</lastmod>${LANGUAGES.map(
          (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${url(entry.path, other)}"/>`,
        ).join('')}<xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.path)}"/></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The index of the files, each with the newest change among its pages. */
function sitemapIndexXml(origin: string, entries: readonly SitemapEntry[]): string {
  const files = Array.from({ length: sitemapFileCount(entries) }, (_, index) => {
    const lastmod = sitemapFileEntries(entries, index + 1).reduce((newest, entry) => (entry.lastmod > newest ? entry.lastmod : newest), '');
    return `<sitemap><loc>${xml(`${origin}/sitemap-${index + 1}.xml`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/**
 * GET /sitemap.xml (a urlset, or the index once the site has more than `URLS_PER_FILE` URLs),
 * GET /sitemap-{n}.xml (file n of the index; also 1 when there is no index) and GET /robots.txt,
 * which names the sitemap. The entries are read once per content version; the files built are
 * kept in a small cache bounded by bytes.
 */
export async function sitemapRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; contentVersion: ContentVersion; publicUrl: string | null },
): Promise<void> {
  let entries: { version: string; list: Promise<SitemapEntry[]> } | null = null;
  const built = new LRUCache<string, string>({ max: 16, maxSize: 32 * 1024 * 1024, sizeCalculation: (body) => Math.max(1, body.length) });

  async function current(): Promise<{ version: string; list: SitemapEntry[] }> {
    const version = await options.contentVersion.current();
    if (entries?.version !== version) {
      const list = sitemapEntries(options.db);
      entries = { version, list };
      list.catch(() => {
        if (entries?.list === list) entries = null;
      });
    }
    return { version, list: await entries.list };
  }

  const send = (reply: FastifyReply, body: string) => reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    const { version, list } = await current();
    const key = `${version}\n${origin}\nindex`;
    let body = built.get(key);
    if (body === undefined) {
      body = sitemapFileCount(list) === 1 ? sitemapXml(origin, list) : sitemapIndexXml(origin, list);
      built.set(key, body);
    }
    return send(reply, body);
  });

  app.get<{ Params: { n: string } }>('/sitemap-:n(^\\d{1,6}).xml', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    const { version, list } = await current();
    const n = Number(request.params.n);
    if (n < 1 || n > sitemapFileCount(list)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const key = `${version}\n${origin}\n${n}`;
    let body = built.get(key);
    if (body === undefined) {
      body = sitemapXml(origin, sitemapFileEntries(list, n));
      built.set(key, body);
    }
    return send(reply, body);
  });

  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Allow: /api/media/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
  });
}
