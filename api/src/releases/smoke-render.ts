import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import { remoteNames, type Language, type RemoteName } from '@site/shared/contract';
import type { RenderedPage, SiteRenderer } from '@site/root-config/server';
import { repoRoot } from '../config';
import { contentVersionOf } from '../content/content-version';
import type { Engine } from '../db/engine';
import type { Database } from '../db/schema';
import { ResponseCache } from '../http/response-cache';
import { MediaRenderer } from '../media/renderer';
import { VariantQueue } from '../media/variant-queue';
import { Metrics } from '../observability/metrics';
import { SectionTraffic } from '../observability/section-traffic';
import { apiRoutes } from '../routes/api';
import { Readiness } from '../scaling/readiness';
import { internalReads } from '../site/internal-read';
import { routePaths } from '../site/route-paths';
import { requireSiteRenderer } from '../site/site-renderer';
import { ERROR_FALLBACK_ATTRIBUTE } from '@site/shared/ui';
import { readBuiltFiles, releaseVersion } from './build-folder';
import { ReleaseRefused } from './checks';
import { LiveReleases } from './live-releases';
import { containerOf } from './preview';
import { SectionLocator } from './section-locator';

const LANGUAGES: readonly Language[] = ['ar', 'en'];
/** A page's render time limit in the smoke render: a visitor's is 3 s; this one is no visitor's, and a loaded machine is slow. */
const TIME_LIMIT_MS = 10_000;
/**
 * Renders of a candidate page whose time ran out before it is judged: the first render of a
 * candidate loads its server container's files, which goes on after the time runs out, so a
 * page that was only slow to start renders whole the next time; one that never renders in time
 * is refused with the others' reasons.
 */
const RENDERS_WHEN_OUT_OF_TIME = 3;
/** The smoke render's pages are rendered for this origin (their absolute URLs are not looked at). */
const ORIGIN = 'https://smoke.invalid';

export interface SmokeRenderOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** the host build whose server renderer renders the pages (the live host's, from the same lockfile: checks.ts) */
  distDir: string;
  say: (line: string) => void;
}

/** Every route of the site with the first item of each detail route, and a path no route owns (the 404 page). */
async function sitePaths(db: Kysely<Database>): Promise<string[]> {
  const [service, project, article, design] = await Promise.all([
    db.selectFrom('services').select('id').orderBy('sort_order').orderBy('id').executeTakeFirst(),
    db.selectFrom('projects').select('id').orderBy('sort_order').orderBy('id').executeTakeFirst(),
    db.selectFrom('blogs').select('slug').orderBy('id').executeTakeFirst(),
    db.selectFrom('portfolio_projects').select('slug').where('is_active', '=', 1).orderBy('sort_order').orderBy('id').executeTakeFirst(),
  ]);
  return routePaths({ service: service?.id ?? null, project: project?.id ?? null, article: article?.slug ?? null, design: design?.slug ?? null });
}

/** What of a page the smoke render compares: its status, the slots left empty, the parts left to the browser, the error fallbacks shown. */
function shapeOf(page: RenderedPage) {
  const { html } = page;
  return {
    status: page.status,
    empty: [
      html.includes('<div id="shell-header"></div>') ? 'header' : null,
      html.includes('<main id="main" tabindex="-1"></main>') ? 'main' : null,
      html.includes('<div id="shell-footer"></div>') ? 'footer' : null,
    ].filter((slot): slot is string => slot !== null),
    leftToBrowser: html.split('<!--$!-->').length - 1,
    errorFallbacks: html.split(` ${ERROR_FALLBACK_ATTRIBUTE}=`).length - 1,
  };
}

/**
 * Why the candidate's page is refused beside the live version's, or null. A page is refused when
 * it cannot be rendered at all (the site would answer it without its first screen: a 5xx of the
 * render), answers another status, shows an error fallback the live page does not, or leaves a
 * slot or a block empty (to the browser) where the live version renders it.
 */
function problemWith(live: RenderedPage, candidate: RenderedPage, remote: RemoteName): string | null {
  const before = shapeOf(live);
  const after = shapeOf(candidate);
  if (after.status !== before.status) return `answers ${after.status} where the live version answers ${before.status}`;
  if (after.errorFallbacks > before.errorFallbacks) return 'shows the error fallback';
  const emptied = after.empty.filter((slot) => !before.empty.includes(slot));
  if (emptied.length > 0) return `renders its ${emptied.join(' and ')} slot empty where the live version renders content`;
  if (after.leftToBrowser > before.leftToBrowser || candidate.shown.some((shown) => shown.remote === remote && shown.failed)) {
    return 'renders a part of it empty (left to the browser) where the live version renders content';
  }
  return null;
}

/**
 * The smoke render before any switch (docs/scaling.md, "The smoke render"): the candidate build of
 * `section` in `folder` renders every route of the site that shows the section, in both languages,
 * with its own server container, beside the live version of every section (the live releases,
 * copied from the store; the rest from the host build in `distDir`), on the content in the
 * database. Throws ReleaseRefused, naming the first page and what is wrong with it, when any page
 * answers a status the live one does not, cannot be rendered, shows the error fallback, or leaves
 * a slot empty where the live version renders content. Nothing is uploaded or switched before.
 */
export async function smokeRender(options: SmokeRenderOptions, section: string, folder: string): Promise<void> {
  const started = performance.now();
  const container = containerOf(section);
  if (!container) throw new ReleaseRefused(`${section} is none of the site's sections (${remoteNames.join(', ')}).`);
  let createRenderer: ReturnType<typeof requireSiteRenderer>;
  try {
    createRenderer = requireSiteRenderer(options.distDir);
  } catch (error) {
    throw new ReleaseRefused(
      `the smoke render needs the host's server build (${error instanceof Error ? error.message : String(error)}): build it with npm run build:host, then release again.`,
    );
  }
  const work = mkdtempSync(path.join(tmpdir(), 'smoke-render-'));
  const warnings: string[] = [];
  const releases = new LiveReleases(options.db, path.join(work, 'releases'), null, { warn: () => undefined, info: () => undefined }, 60_000, false);
  const api = Fastify({ logger: false });
  // The routes add their series to a registry: one of its own, which nothing scrapes.
  api.decorate('metrics', new Metrics());
  const media = new MediaRenderer(options.db, path.join(work, 'media'));
  const variants = new VariantQueue(media);
  try {
    await releases.applyLive();
    const locator = new SectionLocator(options.distDir, releases, () => undefined);
    await api.register(apiRoutes, {
      db: options.db,
      engine: options.engine,
      // Images are named by the pages, never drawn: a renderer and a queue no one asks.
      renderer: media,
      variants,
      publicUrl: null,
      corsOrigins: [],
      partners: null,
      rateLimits: false,
      redis: null,
      readiness: new Readiness(),
      contentVersion: contentVersionOf(options.db),
      notifier: null,
      clientErrors: { traffic: new SectionTraffic(), knownVersion: () => false, liveVersion: () => null },
      replyCache: new ResponseCache(),
      prefix: '/api',
    });
    const reads = internalReads();
    const renderer: SiteRenderer = await createRenderer({
      distDir: options.distDir,
      locate: () => locator.locate(),
      packagesDir: repoRoot,
      read: (apiPath, lang) => reads.read(api, apiPath, lang),
      warn: (message, error) => warnings.push(error instanceof Error ? `${message} (${error.message})` : message),
      timeLimitMs: TIME_LIMIT_MS,
    });
    const candidate = locator.locate([{ container, section, version: releaseVersion(readBuiltFiles(folder)), folder }]);
    let rendered = 0;
    for (const pagePath of await sitePaths(options.db)) {
      // Which sections a page shows is the same in both languages: one render of the live version says.
      const first = await renderer.render({ path: pagePath, search: '', lang: LANGUAGES[0]!, origin: ORIGIN });
      // Only the pages that show the section: the others are the same with either version.
      if (!first.shown.some((shown) => shown.remote === container)) continue;
      for (const lang of LANGUAGES) {
        const request = { path: pagePath, search: '', lang, origin: ORIGIN };
        const live = lang === LANGUAGES[0] ? first : await renderer.render(request);
        rendered += 1;
        let problem: string | null = null;
        for (let attempt = 1; attempt <= RENDERS_WHEN_OUT_OF_TIME; attempt++) {
          warnings.length = 0;
          let page: RenderedPage;
          try {
            page = await renderer.render({ ...request, sections: candidate });
          } catch (error) {
            throw new ReleaseRefused(
              `${section}'s smoke render: ${pagePath}?lang=${lang} could not be rendered (${error instanceof Error ? error.message : String(error)}); nothing was uploaded or switched.`,
            );
          }
          problem = problemWith(live, page, container);
          if (!problem || !warnings.some((line) => line.includes(`time limit of ${TIME_LIMIT_MS} ms ran out`))) break;
        }
        if (problem) {
          const why = warnings.find((line) => line.includes(container)) ?? warnings[0];
          throw new ReleaseRefused(
            `${section}'s smoke render: ${pagePath}?lang=${lang} ${problem}${why ? ` (${why})` : ''}; nothing was uploaded or switched.`,
          );
        }
      }
    }
    options.say(
      `Smoke render: ${rendered} pages that show ${section}, in Arabic and English, rendered as the live version renders them (${((performance.now() - started) / 1000).toFixed(1)} s).`,
    );
  } finally {
    variants.stop();
    await api.close();
    await releases.close();
    rmSync(work, { recursive: true, force: true });
  }
}
