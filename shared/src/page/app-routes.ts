import type { ComponentType, ReactNode } from 'react';
import type { Query } from '@site/shared/request';
import type { Language } from '@site/shared/contract';
import type { LazyBlock, RemoteModuleId } from '@site/shared/blocks';
import type { MetaTexts } from '@site/shared/i18n';
import type { SlotName } from '@site/shared/react';
import type { PageHead } from './head';

export type RouteParams = Readonly<Record<string, string | undefined>>;

/** What a route's functions know about the request. */
export interface RouteContext {
  lang: Language;
  params: RouteParams;
  search: URLSearchParams;
  /** the page titles and descriptions in `lang` */
  meta: MetaTexts['meta'];
}

/**
 * A route once its code is loaded (what its `load` gives): what it reads and how it describes
 * itself, worked out from what `load` brought (its chunk, its endpoint group), never from
 * anything loaded beside it.
 */
export interface LoadedRoute {
  /**
   * The API reads of its first screen: the server reads them before rendering and puts the
   * replies into the page, and the screen's `useQuery` finds them there.
   */
  reads: readonly Query<unknown>[];
  /** the head; called where the first screen's replies are readable (`peekQuery`) */
  head(): PageHead;
  /** the HTTP status: 404 for an unknown path or item; called like `head` (200 when absent) */
  status?(): 200 | 404;
}

/**
 * One route of an app, as data: the router renders `Screen` for `path`, and the server loads it
 * to render the first screen (docs/architecture.md#how-the-page-is-put-together, step 2). What it
 * reads, its head and its status exist only once `load` has settled, so nothing can ask for them
 * before the code they come from is there.
 */
export interface AppRoute {
  /** a wouter pattern (`/services/:id`); null: every path no other route matched (404) */
  path: string | null;
  Screen: ComponentType<{ params: RouteParams }>;
  /**
   * Loads what the screen renders at once (its chunk, its endpoint groups, its icons, the
   * server's HTML sanitiser), so a server render never waits, and says what the route reads and
   * how it describes itself. The server awaits it before it reads and renders; the browser, to
   * set the head after a client-side navigation (the screen asks for the same tracked modules).
   */
  load(context: RouteContext): Promise<LoadedRoute>;
  /** federated components the screen shows: the server loads them before rendering */
  blocks?: readonly RemoteModuleId[];
  /**
   * The app's own blocks below the fold the screen shows (`lazyBlock`): the server loads their
   * code before rendering; the browser loads each when it comes near, so the route's `load` leaves them out.
   */
  lazyBlocks?: readonly Pick<LazyBlock<never>, 'preload'>[];
}

/** What a request for a page is, on the server. */
export interface PageRequest {
  /** `/services/3` */
  path: string;
  /** the query string without `?` (`category=web&lang=en`) */
  search: string;
  lang: Language;
}

/**
 * What the server renders of one app for one request, once loaded (`ServerApp.load`): it reads
 * `reads`, loads `blocks`, and renders `slots` and `head`/`status` with the replies in scope
 * (`renderWithReplies`).
 */
export interface ServerRoute {
  reads(): readonly Query<unknown>[];
  blocks: readonly RemoteModuleId[];
  /** slot → what to render there: `header` and `footer` for the shell, `main` for a content app */
  slots(): Partial<Record<SlotName, ReactNode>>;
  head?(): PageHead;
  status?(): 200 | 404;
}

/** What each section's server container exposes as `./ssr`. */
export interface ServerApp {
  /** the route of `request`, with everything it renders loaded: the first step of a server render */
  load(request: PageRequest): Promise<ServerRoute>;
}
