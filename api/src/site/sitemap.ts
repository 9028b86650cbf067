import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '@site/shared/contract';
import { paths } from '@site/shared/site';
import type { ContentVersion } from '../content/content-version';
import type { Database } from '../db/schema';
import { siteOrigin } from './site-origin';

const LANGUAGES: readonly Language[] = ['ar', 'en'];

interface Entry {
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
async function sitemapEntries(db: Kysely<Database>): Promise<Entry[]> {
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
  const newest = [...pages.map((row) => isoDate(row.updated_at)), ...items.map((item) => item.lastmod)].sort().at(-1) ?? new Date().toISOString();
  return [...staticPaths.map((path) => ({ path, lastmod: newest })), ...items];
}

/** The sitemap: each page once per language (its `?lang=` URL), with its alternates and `x-default`. */
function sitemapXml(origin: string, entries: Entry[]): string {
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

/** GET /sitemap.xml (built once per content version and origin) and GET /robots.txt, which names it. */
export async function sitemapRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; contentVersion: ContentVersion; publicUrl: string | null },
): Promise<void> {
  let kept: { key: string; body: string } | null = null;
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    const key = `${await options.contentVersion.current()}\n${origin}`;
    if (kept?.key !== key) kept = { key, body: sitemapXml(origin, await sitemapEntries(options.db)) };
    return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(kept.body);
  });
  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin(request, options.publicUrl);
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Allow: /api/media/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    return reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(body);
  });
}
