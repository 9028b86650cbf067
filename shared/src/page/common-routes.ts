import { interpolate } from '@site/shared/i18n';
import { NotFoundPage } from '@site/shared/ui';
import type { AppRoute, RouteContext } from './app-routes';
import type { PageHead } from './head';

type Meta = RouteContext['meta'];
/** A page's entry in the `meta` texts (one with a title and a description). */
export type PageMeta = { [K in keyof Meta]: Meta[K] extends { title: string; description: string } ? K : never }[keyof Meta];

/** The head of a page known by its `meta` entry: '{title} | Nasaq' and its description. */
export function pageHead(meta: Meta, page: PageMeta): PageHead {
  const { title, description } = meta[page];
  return { title: interpolate(meta.titleTemplate, { title }), description };
}

/** Every path an app's other routes do not match: the 404 page, with status 404. */
export const notFoundRoute: AppRoute = {
  path: null,
  Screen: NotFoundPage,
  load: ({ meta }) => Promise.resolve({ reads: [], head: () => pageHead(meta, 'notFound'), status: () => 404 }),
};
