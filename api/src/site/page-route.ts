import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FormOutcome } from '@site/shared/contract';
import type { ContentVersion } from '../content/content-version';
import { cachedBody, sendEncoded } from '../http/response-cache';
import { addVary } from '../http/vary';
import { REVALIDATE } from './cache-policy';
import type { IndexPage } from './index-page';
import { pageKey, type CachedPage, type PageCache } from './page-cache';
import { requestLanguage } from '../http/language';
import { newFormKey, takeSentCookie } from './sent-cookie';
import type { SiteRenderer } from '@site/root-config/server';
import { siteOrigin } from './site-origin';

export interface PageRouteOptions {
  renderer: SiteRenderer | null;
  indexPage: IndexPage;
  cache: PageCache;
  contentVersion: ContentVersion;
  publicUrl: string | null;
}

/**
 * Answers a page of the site: rendered on the server in the visitor's language (see
 * root-config/src/server), from the page cache when the same page was rendered for the same
 * content and manifest, with an ETag (and 304). A page the renderer could not render whole
 * is sent but not kept; one it could not render at all is the plain page, which the browser
 * renders (never a 500).
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
    const lang = requestLanguage(request);
    reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8');
    // The page differs by language, which these two decide when the address does not say (and
    // by the cookie of a form just sent); compression adds Accept-Encoding.
    addVary(reply, 'Accept-Language', 'Cookie');
    const { renderer } = options;
    if (!renderer) return reply.send(options.indexPage(url.pathname));

    const origin = siteOrigin(request, options.publicUrl);
    const versions = `${await options.contentVersion.current()}\n${renderer.version()}`;
    const key = pageKey({ origin, path: url.pathname, search: url.search.slice(1), lang, versions });
    let page = options.cache.get(key);
    // How the page was made, for the browser's tools and the benchmark (bench/src/ssr.ts).
    reply.header('Server-Timing', page ? 'page;desc="cached"' : 'page;desc="rendered"');
    if (!page) {
      const started = performance.now();
      let pending = rendering.get(key);
      if (!pending) {
        pending = renderer
          .render({ path: url.pathname, search: url.search.slice(1), lang, origin })
          .then((rendered) =>
            rendered.complete ? options.cache.set(key, rendered.status, rendered.html) : { ...cachedBody(rendered.html), status: rendered.status },
          );
        rendering.set(key, pending);
        void pending.then(
          () => rendering.delete(key),
          () => rendering.delete(key),
        );
      }
      try {
        page = await pending;
        reply.header('Server-Timing', `render;dur=${(performance.now() - started).toFixed(2)}`);
      } catch (error) {
        request.log.error({ err: error }, 'the page could not be rendered on the server; the browser renders it.');
        return reply.send(options.indexPage(url.pathname));
      }
    }
    const kept = page;
    reply.code(kept.status);
    return sendEncoded(request, reply, kept, () => options.cache.resize(key, kept));
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
    try {
      const page = await options.renderer.render({
        path: url.pathname,
        search: url.search.slice(1),
        lang: requestLanguage(request),
        origin: siteOrigin(request, options.publicUrl),
        form: outcome,
      });
      if (page.status === 404) reply.code(404);
      // Made for this one request: compressed as it is sent (http/compression.ts), never kept.
      return reply.send(page.html);
    } catch (error) {
      request.log.error({ err: error }, 'the page could not be rendered on the server; the browser renders it.');
      return reply.send(options.indexPage(url.pathname));
    }
  };
}
