import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormOutcome } from '@site/shared/contract';
import type { SectionTraffic } from '../observability/section-traffic';
import type { ContentVersion } from '../content/content-version';
import { cachedBody, sendEncoded } from '../http/response-cache';
import { addVary } from '../http/vary';
import { leavePreviewHref } from '../releases/preview';
import type { ChosenVersions, VersionChooser } from '../releases/version-choice';
import { REVALIDATE } from './cache-policy';
import type { IndexPage } from './index-page';
import { pageKey, type CachedPage, type PageCache } from './page-cache';
import { requestLanguage } from '../http/language';
import { newFormKey, takeSentCookie } from './sent-cookie';
import type { RenderRequest, ShownSection, SiteRenderer } from '@site/root-config/server';
import { siteOrigin } from './site-origin';

export interface PageRouteOptions {
  renderer: SiteRenderer | null;
  indexPage: IndexPage;
  cache: PageCache;
  contentVersion: ContentVersion;
  publicUrl: string | null;
  /** which version of each section a request gets: the live set, a visitor's canary, a preview */
  versions: VersionChooser;
  /** where page views and server errors are counted per section version */
  traffic: SectionTraffic;
}

/** A page of a canary or a preview is one visitor's, not everyone's: no shared cache may keep it. */
const PRIVATE = 'private, no-cache';
/** A preview is never kept anywhere, and never found by a search engine. */
const PREVIEW = 'private, no-store';

/** The page's own request, with the set of section versions it was given and, for a preview, its bar. */
function renderRequest(request: FastifyRequest, chosen: ChosenVersions, publicUrl: string | null): RenderRequest {
  const url = new URL(request.url, 'http://localhost');
  return {
    path: url.pathname,
    search: url.search.slice(1),
    lang: requestLanguage(request),
    origin: siteOrigin(request, publicUrl),
    ...(chosen.sections && { sections: chosen.sections }),
    ...(chosen.preview && {
      preview: { remote: chosen.preview.container, version: chosen.preview.version, leaveHref: leavePreviewHref(`${url.pathname}${url.search}`) },
    }),
  };
}

/** Headers of a page by whose it is: everyone's, one visitor's (a canary), or a preview's. */
function setPageHeaders(reply: FastifyReply, chosen: ChosenVersions): void {
  reply.header('Cache-Control', chosen.preview ? PREVIEW : chosen.key ? PRIVATE : REVALIDATE).type('text/html; charset=utf-8');
  if (chosen.preview) reply.header('X-Robots-Tag', 'noindex');
  // The page differs by language, which these two decide when the address does not say, and by
  // the visitor's canary bucket and preview (cookies); compression adds Accept-Encoding.
  addVary(reply, 'Accept-Language', 'Cookie');
}

/** One page served: a view of each section in it at its version, and an error of each whose part failed on the server. */
function countPage(traffic: SectionTraffic, shown: readonly ShownSection[]): void {
  for (const section of shown) {
    traffic.count(section.remote, section.version, 'pageViews');
    if (section.failed) traffic.count(section.remote, section.version, 'serverErrors');
  }
}

/**
 * Answers a page of the site: rendered on the server in the visitor's language (see
 * root-config/src/server) on the set of section versions the request gets (the live set, a
 * visitor's canary, a preview), from the page cache when the same page was rendered for the same
 * content and set, with an ETag (and 304). A page the renderer could not render whole
 * is sent but not kept; one it could not render at all is the plain page, which the browser
 * renders (never a 500). A preview's page is never kept: it is rendered for its one visitor.
 */
export function pageHandler(options: PageRouteOptions) {
  // Requests for one page that is not cached yet wait for one render.
  const rendering = new Map<string, Promise<CachedPage>>();
  const outcomePage = renderOutcome(options);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://localhost');
    // The page a form sent without its code leads to (303): rendered with its sent state, once.
    const sent = takeSentCookie(request, reply, url.pathname);
    if (sent) return outcomePage(request, reply, { form: sent, key: newFormKey(), state: 'sent' }, 200);
    const { renderer } = options;
    if (!renderer) {
      setPageHeaders(reply, { key: '', sections: undefined, preview: null, canary: false });
      return reply.send(options.indexPage(url.pathname));
    }
    const chosen = await options.versions.choose(request, reply);
    setPageHeaders(reply, chosen);
    const page = renderRequest(request, chosen, options.publicUrl);
    const versions = `${await options.contentVersion.current()}\n${renderer.version(chosen.sections)}`;
    // A canary's pages are kept under the canary's set, never under the live one's key.
    const key = pageKey({ origin: page.origin, path: page.path, search: page.search, lang: page.lang, versions: `${versions}\n${chosen.key}` });
    let kept = chosen.preview ? undefined : options.cache.get(key);
    // How the page was made, for the browser's tools and the benchmark (bench/src/ssr.ts).
    reply.header('Server-Timing', kept ? 'page;desc="cached"' : 'page;desc="rendered"');
    if (!kept) {
      const started = performance.now();
      let pending = chosen.preview ? undefined : rendering.get(key);
      if (!pending) {
        pending = renderer
          .render(page)
          .then((rendered) =>
            rendered.complete && !chosen.preview
              ? options.cache.set(key, rendered.status, rendered.html, rendered.shown)
              : { ...cachedBody(rendered.html), status: rendered.status, shown: rendered.shown },
          );
        if (!chosen.preview) {
          rendering.set(key, pending);
          void pending.then(
            () => rendering.delete(key),
            () => rendering.delete(key),
          );
        }
      }
      try {
        kept = await pending;
        reply.header('Server-Timing', `render;dur=${(performance.now() - started).toFixed(2)}`);
      } catch (error) {
        request.log.error({ err: error }, 'the page could not be rendered on the server; the browser renders it.');
        return reply.send(options.indexPage(url.pathname, chosen.sections));
      }
    }
    countPage(options.traffic, kept.shown);
    const sending = kept;
    reply.code(sending.status);
    return sendEncoded(request, reply, sending, () => options.cache.resize(key, sending));
  };
}

/**
 * A page rendered with a form's outcome (docs/forms.md, "Without JavaScript"): for one visitor,
 * with what they typed, so never kept (`no-store`, not in the page cache). `status` is the
 * outcome's (422 for the form's problems, the API's refusal); a page that is itself a 404 stays one.
 */
export function renderOutcome(options: PageRouteOptions) {
  return async (request: FastifyRequest, reply: FastifyReply, outcome: FormOutcome, status: number): Promise<FastifyReply> => {
    const url = new URL(request.url, 'http://localhost');
    reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8');
    addVary(reply, 'Accept-Language', 'Cookie');
    if (!options.renderer) return reply.send(options.indexPage(url.pathname));
    const chosen = await options.versions.choose(request, reply);
    if (chosen.preview) reply.header('X-Robots-Tag', 'noindex');
    try {
      const page = await options.renderer.render({ ...renderRequest(request, chosen, options.publicUrl), form: outcome });
      countPage(options.traffic, page.shown);
      if (page.status === 404) reply.code(404);
      // Made for this one request: compressed as it is sent (http/compression.ts), never kept.
      return reply.send(page.html);
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be rendered on the server; the browser renders it.');
      return reply.send(options.indexPage(url.pathname, chosen.sections));
    }
  };
}
