import { use, useEffect, type ComponentType } from 'react';
import { track, type Tracked } from '@site/shared/state';
import type { AppRoute, RouteParams } from './app-routes';
import { refreshRouteHead } from './AppRoutes';
import { pageHead, type PageMeta } from './common-routes';

/**
 * A screen's chunk: the screen as its default export and, beside it, what its route works out
 * from the data (`reads`, `head`, `status`), so that code too stays out of the app's first chunk.
 */
export interface ScreenModule {
  default: ComponentType<{ params: RouteParams }>;
  reads?: AppRoute['reads'];
  head?: AppRoute['head'];
  status?: AppRoute['status'];
  /** anything the screen needs ready before it renders, once its code is here (the server's HTML sanitiser) */
  prepare?: () => Promise<unknown>;
}

export interface LazyScreen {
  /** the route's `Screen` */
  Screen: ComponentType<{ params: RouteParams }>;
  /** loads its code (and whatever `load` loads with it): the route's `preload` */
  preload(): Promise<unknown>;
  /** the module once loaded, else undefined (never waits) */
  loaded(): ScreenModule | undefined;
}

/**
 * A route's screen in a chunk of its own: `lazyScreen(() => import('./ProjectsPage'))`, with
 * `preload` in the route, so the app's first chunk holds only what the first page shows.
 * `load` may load more beside the chunk, in parallel (the screen's endpoint group, its icons):
 * a client-side navigation then waits for one round trip, not a waterfall.
 *
 * The server calls `preload` before rendering, so the screen renders at once (React's `use`
 * of a fulfilled promise does not suspend); a hydrating browser suspends until the chunk is
 * there, keeping the server's HTML (the route's Suspense boundary in AppRoutes). A failed load
 * is forgotten, so the next render (the error page's retry) tries again.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let module: Tracked<ScreenModule> | undefined;
  const loading = (): Tracked<ScreenModule> => {
    if (module?.status === 'rejected') module = undefined;
    return (module ??= track(
      load().then(async (loaded) => {
        await loaded.prepare?.();
        return loaded;
      }),
    ));
  };

  function Screen({ params }: { params: RouteParams }) {
    const { default: Component } = use(loading() as Promise<ScreenModule>);
    // The route's head may come from this chunk: once it is here, it is worked out again.
    useEffect(() => refreshRouteHead(), []);
    return <Component params={params} />;
  }

  return { Screen, preload: () => loading(), loaded: () => (module?.status === 'fulfilled' ? module.value : undefined) };
}

/**
 * A route whose screen and route logic come in one chunk (see `ScreenModule`): the table holds
 * only its path and the page's `meta` entry, the generic head until the chunk is loaded (the
 * server always loads it first).
 */
export function lazyRoute(path: string, page: PageMeta, load: () => Promise<ScreenModule>): AppRoute {
  const screen = lazyScreen(load);
  return {
    path,
    Screen: screen.Screen,
    preload: () => screen.preload(),
    reads: (context) => screen.loaded()?.reads?.(context) ?? [],
    head: (context) => screen.loaded()?.head?.(context) ?? pageHead(context.meta, page),
    status: (context) => screen.loaded()?.status?.(context) ?? 200,
  };
}
