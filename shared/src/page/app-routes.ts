import type { ComponentType, ReactNode } from 'react';
import type { Query } from '@site/shared/api';
import type { Language } from '@site/shared/contract';
import type { RemoteModuleId } from '@site/shared/blocks';
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
 * One route of an app, as data: the router renders `Screen` for `path`, and the server reads
 * it to render the first screen (docs/architecture.md#how-the-page-is-put-together, step 2): what it
 * reads, the code and federated blocks it needs loaded, its head and its status.
 */
export interface AppRoute {
  /** a wouter pattern (`/services/:id`); null: every path no other route matched (404) */
  path: string | null;
  Screen: ComponentType<{ params: RouteParams }>;
  /**
   * The API reads of its first screen: the server reads them before rendering and puts the
   * replies into the page, and the screen's `useQuery` finds them there. Called after `preload`.
   */
  reads?: (context: RouteContext) => readonly Query<unknown>[];
  /** federated components the screen shows: the server loads them before rendering */
  blocks?: readonly RemoteModuleId[];
  /** loads what the screen renders lazily (its chunk, deferred endpoint groups), so a server render never waits */
  preload?: (context: RouteContext) => Promise<unknown>;
  /** the head; runs where the first screen's replies are readable (`peekQuery`) */
  head: (context: RouteContext) => PageHead;
  /** the HTTP status: 404 for an unknown path or item; runs like `head` */
  status?: (context: RouteContext) => 200 | 404;
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
 * What the server renders of one app for one request. The server calls `preload`, then
 * `reads`, reads those, loads `blocks`, and renders `slots` and `head`/`status` with the
 * replies in scope (`renderWithReplies`).
 */
export interface ServerRoute {
  preload(): Promise<unknown>;
  reads(): readonly Query<unknown>[];
  blocks: readonly RemoteModuleId[];
  /** slot → what to render there: `header` and `footer` for the shell, `main` for a content app */
  slots(): Partial<Record<SlotName, ReactNode>>;
  head?(): PageHead;
  status?(): 200 | 404;
}

/** What each section's server container exposes as `./ssr`. */
export interface ServerApp {
  route(request: PageRequest): ServerRoute;
}
