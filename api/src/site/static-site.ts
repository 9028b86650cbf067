import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContentVersion } from '../content/content-version';
import type { Database } from '../db/schema';
import type { ReadApi } from '@site/root-config/server';
import type { LiveReleases } from '../releases/live-releases';
import { releaseRoutes } from '../releases/routes';
import type { SectionLocator } from '../releases/section-locator';
import type { VersionChooser } from '../releases/version-choice';
import type { SectionTraffic } from '../observability/section-traffic';
import { appManifestRoute } from './app-manifest-route';
import { cacheControlFor, IMMUTABLE } from './cache-policy';
import { embedLoaderRoute, embedPreviewRoute, setEmbeddableHeaders, widgetKitRoute } from './embed-files';
import { formPosts, type SubmitJson } from './form-posts';
import { createIndexPage } from './index-page';
import { PageCache } from './page-cache';
import { pageHandler, renderOutcome, type PageRouteOptions } from './page-route';
import { loadSiteRenderer } from './site-renderer';
import { sitemapRoutes } from './sitemap';
import { widgetFiles, widgetKitFile } from './widget-files';

export interface SiteOptions {
  distDir: string;
  db: Kysely<Database>;
  contentVersion: ContentVersion;
  publicUrl: string | null;
  /** an API read in this process, for the pages the server renders */
  read: ReadApi;
  /** a form a browser posted to a page, sent on to its JSON route in this process */
  submit: SubmitJson;
  /** where each section lives now (the build's remotes.json, and the release store) */
  locator: SectionLocator;
  /** the releases this server serves (null: no release store) */
  releases: LiveReleases | null;
  /** which version of each section a request gets (a visitor's canary, a preview) */
  versions: VersionChooser;
  /** where page views and server errors are counted per section version */
  traffic: SectionTraffic;
}

/** A section's folder of dist/ (`mf-pages`, or a redeployed copy such as `mf-pages-2026-11-23`). */
const sectionPath = /^\/mf-[a-z0-9-]+\//;

/**
 * What of dist/ the browser may fetch: the host's files at `/` and every section's folder under
 * its name, so a section built into a new folder is served as soon as it exists (then
 * remotes.json points at it). Never a server build (`server/`), and never the page template:
 * pages are rendered (page-route.ts).
 */
function servable(pathname: string, root: string | undefined, hostDir: string, releasesRoot: string): boolean {
  if (pathname.endsWith('/') || /\/server\//.test(pathname) || pathname.endsWith('/build-info.json')) return false;
  // Each language's manifest is answered at /manifest.webmanifest?lang= (app-manifest-route.ts).
  if (pathname.endsWith('.webmanifest')) return false;
  if (root === hostDir) return pathname !== '/index.html';
  // A release's folder (sent by releases/routes.ts, which checked the path).
  if (root?.startsWith(releasesRoot)) return true;
  return sectionPath.test(pathname);
}

/**
 * Serves the built site from `distDir`: its files, and for every site route the page rendered
 * on the server (see page-route.ts). A missing asset (a path with a file extension) gets a plain 404.
 */
export async function staticSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const hostDir = path.join(options.distDir, 'root-config');
  const built = existsSync(path.join(hostDir, 'index.html'));
  const releasesRoot = options.releases ? options.releases.root + path.sep : '\0';

  await app.register(sitemapRoutes, { db: options.db, contentVersion: options.contentVersion, publicUrl: options.publicUrl });

  if (built) {
    await app.register(fastifyStatic, {
      root: [hostDir, options.distDir],
      prefix: '/',
      cacheControl: false,
      // The build writes .br/.gz beside each script and stylesheet.
      preCompressed: true,
      index: false,
      // A folder (`/assets/`, `/mf-shell/`) is not a file: without this the plugin answers 403;
      // the not-found handler below answers the page instead, as for any other site route.
      allowedPath: (pathname: string, root: string | undefined) => servable(pathname, root, hostDir, releasesRoot),
      setHeaders: (reply: FastifyReply, filePath: string) => {
        // A release's files sit under a URL of their version (releases/routes.ts): never another's bytes.
        reply.header('Cache-Control', filePath.startsWith(releasesRoot) ? IMMUTABLE : cacheControlFor(filePath));
        // Partner pages load these files for the embedded widgets (embed-files.ts).
        setEmbeddableHeaders(reply);
      },
    });
    // Each widget's files where its section lives now: the build's, or its live release's.
    const sections = () => options.locator.locate().sections;
    await app.register(embedLoaderRoute, { distDir: options.distDir, widgetFiles: () => widgetFiles(sections()) });
    await app.register(widgetKitRoute, { widgetKitFile: (name: string) => widgetKitFile(sections(), name) });
    await app.register(releaseRoutes, { locator: options.locator, releases: options.releases, versions: options.versions });
    await app.register(embedPreviewRoute);
    await app.register(appManifestRoute, { hostDir });
  }

  const pages: PageRouteOptions | null = built
    ? {
        renderer: await loadSiteRenderer({ distDir: options.distDir, locate: () => options.locator.locate(), read: options.read, log: app.log }),
        indexPage: createIndexPage(hostDir, () => options.locator.locate()),
        cache: new PageCache(),
        contentVersion: options.contentVersion,
        publicUrl: options.publicUrl,
        versions: options.versions,
        traffic: options.traffic,
      }
    : null;
  // A form the browser sends itself, to the page it is on (docs/forms.md, "Without JavaScript").
  if (pages) await app.register(formPosts, { submit: options.submit, render: renderOutcome(pages), publicUrl: options.publicUrl });
  const sendPage = pages
    ? pageHandler(pages)
    : async (_request: FastifyRequest, reply: FastifyReply) =>
        reply.code(503).type('text/plain; charset=utf-8').send('The site has not been built yet: run `npm run build` (or `npm start`, which builds it).');

  // The static handler would answer the root folder itself with 403.
  app.get('/', sendPage);

  // /api paths never arrive here: the /api plugin has its own JSON 404.
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && path.extname(pathname) === '';
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendPage(request, reply);
  });
}
