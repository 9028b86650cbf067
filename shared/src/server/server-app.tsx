import { textsIfLoaded } from '@site/shared/i18n';
import type { PageRequest, RouteContext, Section, ServerApp } from '@site/shared/page';
import { Router } from 'wouter';
import { matchAppRoute } from './match-route';

/** A route's context on the server, where the host has loaded every text pack before it renders. */
function routeContext(request: PageRequest, params: RouteContext['params']): RouteContext {
  const meta = textsIfLoaded(request.lang, 'meta');
  if (!meta) throw new Error(`the ${request.lang} page titles are not loaded`);
  return { lang: request.lang, params, search: new URLSearchParams(request.search), meta: meta.meta };
}

/**
 * The server side of a content section (its `./ssr` expose), from the same route table its
 * router renders (`defineSection`): the matched route loaded (with its own blocks below the
 * fold), then its reads, blocks, head and status, and the section's root at the request's address.
 */
export function contentServerApp({ routes, Root }: Section): ServerApp {
  return {
    async load(request) {
      const { route, params } = matchAppRoute(routes, request.path);
      const [loaded] = await Promise.all([route.load(routeContext(request, params)), ...(route.lazyBlocks ?? []).map((block) => block.preload())]);
      return {
        reads: () => loaded.reads,
        blocks: route.blocks ?? [],
        slots: () => ({
          main: (
            <Router ssrPath={request.path} ssrSearch={request.search}>
              <Root />
            </Router>
          ),
        }),
        head: () => loaded.head(),
        status: () => loaded.status?.() ?? 200,
      };
    },
  };
}
