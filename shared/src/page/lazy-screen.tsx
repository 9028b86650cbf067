import { use, type ComponentType } from 'react';
import { track, type Tracked } from '@site/shared/state';
import type { AppRoute, RouteParams } from './app-routes';

/** A screen's chunk: the screen as its default export (and whatever else the chunk hands on). */
export interface ScreenModule {
  default: ComponentType<{ params: RouteParams }>;
}

/**
 * A screen's chunk that also holds its route's `load` (what it reads, its head, its status), so
 * that code too stays out of the app's first chunk.
 */
export interface RouteModule extends ScreenModule {
  load: AppRoute['load'];
}

export interface LazyScreen<M extends ScreenModule = ScreenModule> {
  /** the route's `Screen` */
  Screen: ComponentType<{ params: RouteParams }>;
  /** loads its chunk (and whatever `load` loads with it), once: the tracked promise `Screen` uses */
  load(): Tracked<M>;
}

/**
 * A route's screen in a chunk of its own: `lazyScreen(() => import('./AboutPage'))`, whose `load`
 * the route's `load` awaits, so the app's first chunk holds only what the first page shows.
 * `load` may load more beside the chunk, in parallel (the screen's endpoint group, its icons): a
 * client-side navigation then waits for one round trip, not a waterfall.
 *
 * A server render awaits the route's `load`, so the screen renders at once (React's `use` of a
 * fulfilled tracked promise does not suspend); a hydrating browser suspends until the chunk is
 * there, keeping the server's HTML (the route's Suspense boundary in AppRoutes). A failed load is
 * forgotten, so the next render (the error page's retry) tries again.
 */
export function lazyScreen<M extends ScreenModule>(load: () => Promise<M>): LazyScreen<M> {
  let module: Tracked<M> | undefined;
  const loading = (): Tracked<M> => {
    if (module?.status === 'rejected') module = undefined;
    return (module ??= track(load()));
  };

  function Screen({ params }: { params: RouteParams }) {
    const { default: Component } = use(loading());
    return <Component params={params} />;
  }

  return { Screen, load: loading };
}

/**
 * A route whose screen and route logic come in one chunk (see `RouteModule`): the table holds
 * only its path and how to load the chunk; the route's `load` is the chunk's, once it is here.
 */
export function lazyRoute(path: string, load: () => Promise<RouteModule>): AppRoute {
  const screen = lazyScreen(load);
  return {
    path,
    Screen: screen.Screen,
    load: async (context) => (await screen.load()).load(context),
  };
}
