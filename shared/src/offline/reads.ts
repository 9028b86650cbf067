import type { BudgetItem, Language, OfflineKind } from '@site/shared/contract';
import { paths } from '@site/shared/site';

/**
 * What the download reads and where it stores it (docs/product.md#the-offline-copy):
 * the single reads and main pages every copy holds, and for each item kept, its reply (by slug,
 * with the paths screens use as aliases) and its page.
 */

/** The single reads: services, clients, contact info and social media, about, categories, recent posts. */
export const SINGLE_READS: readonly string[] = [
  '/v1/services',
  '/v1/clients',
  '/v1/pages/about',
  '/v1/pages/contact',
  '/v1/projects/categories',
  '/v1/blogs/categories',
  '/v1/blogs/recent',
];

/** The main routes whose server HTML every copy holds, in the current language (the service worker's navigations). */
export const MAIN_ROUTES: readonly string[] = [
  paths.home,
  paths.about,
  paths.services,
  paths.projects,
  paths.blog,
  paths.clients,
  paths.contact,
  paths.consultation,
  paths.portfolio,
  paths.privacy,
  paths.terms,
  paths.sitemap,
];

/** An item the plan keeps: its kind, id and slug, and its rank in its kind (0 the newest). */
export type PlannedItem = BudgetItem;
export type ItemKind = OfflineKind;

/** The design page's first gallery page (9 images: docs/product.md#business-constants), what a design's reply holds. */
const FIRST_GALLERY_PAGE = '?gallery_page=1&per_page=9';

const enc = encodeURIComponent;

/** Where an item's reply is read, the other paths screens ask it by, and its page's route. */
export function itemReads(item: Pick<PlannedItem, 'kind' | 'id' | 'slug'>): { path: string; aliases: string[]; route: string } {
  switch (item.kind) {
    case 'project':
      return {
        path: `/v1/projects/slug/${enc(item.slug)}`,
        aliases: [`/v1/projects/${enc(item.slug)}`, `/v1/projects/${item.id}`],
        route: paths.project(item.id),
      };
    case 'blog':
      return { path: `/v1/blogs/slug/${enc(item.slug)}`, aliases: [`/v1/blogs/${enc(item.slug)}`, `/v1/blogs/${item.id}`], route: paths.article(item.slug) };
    case 'design':
      return { path: `/v1/social-media/slug/${enc(item.slug)}${FIRST_GALLERY_PAGE}`, aliases: [], route: paths.portfolioItem(item.slug) };
    case 'service':
      return { path: `/v1/services/${item.id}`, aliases: [`/v1/services/${enc(item.slug)}`], route: paths.service(item.id) };
  }
}

/** The lists a copy holds, built from the items it keeps (collections.ts), stored under keys that are not API paths: the reader pages them. */
const COLLECTIONS = {
  projects: '/v1/projects',
  blogs: '/v1/blogs',
  designs: '/v1/social-media',
} as const;
export type CollectionName = keyof typeof COLLECTIONS;

export function collectionPath(name: CollectionName): string {
  return `@collection${COLLECTIONS[name]}`;
}

/** The offline copy of a route's HTML: `${origin}${path}?lang=${lang}` (names.ts). */
export function pageCacheKey(origin: string, path: string, lang: Language): string {
  return `${origin}${path}?lang=${lang}`;
}
