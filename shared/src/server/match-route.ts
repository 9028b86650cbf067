import type { AppRoute, RouteParams } from '@site/shared/page';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

/**
 * The first route whose pattern matches `path`, else the catch-all: wouter's own matcher with
 * its own pattern parser, so the server picks the route the browser's router will show.
 */
export function matchAppRoute(routes: readonly AppRoute[], path: string): RouteMatch {
  for (const route of routes) {
    if (route.path === null) continue;
    const [matches, params] = matchRoute(parse, route.path, path);
    if (matches) return { route, params: params ?? {} };
  }
  const fallback = routes.find((route) => route.path === null);
  if (!fallback) throw new Error(`no route matches ${path} and there is no catch-all route`);
  return { route: fallback, params: {} };
}
