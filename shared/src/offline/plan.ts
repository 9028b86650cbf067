import type { Language } from '@site/shared/contract';
import { paths } from '@site/shared/site';
import type { ReplyGroup } from './db';
import { field, id, isObject, text } from './shape';

/**
 * What the download reads (docs/offline.md#what-is-stored), as pure
 * functions of the replies, so the plan is tested without a network.
 */
export interface PlannedRead {
  path: string;
  group: ReplyGroup;
  rank: number;
  /** more paths the same reply answers (a project by id and by slug) */
  aliases: string[];
}

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

/** The lists read whole with the fetch-all rule (pages of 50 until the last page: docs/product.md#the-calls). */
export const COLLECTIONS = {
  projects: '/v1/projects',
  blogs: '/v1/blogs',
  designs: '/v1/social-media',
} as const;
export type CollectionName = keyof typeof COLLECTIONS;
const FETCH_ALL_PAGE_SIZE = 50;
/** The portfolio detail's first gallery page (9 images: docs/product.md#business-constants). */
const FIRST_GALLERY_PAGE = '?gallery_page=1&per_page=9';

export function collectionPagePath(name: CollectionName, page: number): string {
  return `${COLLECTIONS[name]}?page=${page}&per_page=${FETCH_ALL_PAGE_SIZE}`;
}

/** The key under which a whole list is stored (not an API path: the reader pages it). */
export function collectionPath(name: CollectionName): string {
  return `@collection${COLLECTIONS[name]}`;
}

const enc = encodeURIComponent;

/** Each project, article, design and service read by itself, newest first as the API lists them. */
export function detailReads(items: Readonly<Record<CollectionName, readonly unknown[]>>, services: readonly unknown[]): PlannedRead[] {
  const reads: PlannedRead[] = [];
  items.projects.forEach((project, rank) => {
    const slug = text(field(project, 'slug'));
    const key = id(field(project, 'id'));
    if (!slug) return;
    reads.push({
      path: `/v1/projects/slug/${enc(slug)}`,
      group: 'project',
      rank,
      aliases: [`/v1/projects/${enc(slug)}`, ...(key === null ? [] : [`/v1/projects/${key}`])],
    });
  });
  items.blogs.forEach((post, rank) => {
    const slug = text(field(post, 'slug'));
    const key = id(field(post, 'id'));
    if (!slug) return;
    reads.push({
      path: `/v1/blogs/slug/${enc(slug)}`,
      group: 'blog',
      rank,
      aliases: [`/v1/blogs/${enc(slug)}`, ...(key === null ? [] : [`/v1/blogs/${key}`])],
    });
  });
  items.designs.forEach((design, rank) => {
    const slug = text(field(design, 'slug'));
    if (slug) reads.push({ path: `/v1/social-media/slug/${enc(slug)}${FIRST_GALLERY_PAGE}`, group: 'design', rank, aliases: [] });
  });
  services.forEach((service, rank) => {
    const key = id(field(service, 'id'));
    const slug = text(field(service, 'slug'));
    if (key !== null) reads.push({ path: `/v1/services/${key}`, group: 'core', rank, aliases: slug ? [`/v1/services/${enc(slug)}`] : [] });
  });
  return reads;
}

/** The main routes whose server HTML is stored, in the current language (the service worker's navigations). */
export function pageRoutes(items: Readonly<Record<CollectionName, readonly unknown[]>>, services: readonly unknown[]): string[] {
  const routes: string[] = [
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
  for (const service of services) {
    const key = id(field(service, 'id'));
    if (key !== null) routes.push(paths.service(key));
  }
  for (const project of items.projects) {
    const key = id(field(project, 'id'));
    if (key !== null) routes.push(paths.project(key));
  }
  for (const post of items.blogs) {
    const slug = text(field(post, 'slug'));
    if (slug) routes.push(paths.article(slug));
  }
  for (const design of items.designs) {
    const slug = text(field(design, 'slug'));
    if (slug) routes.push(paths.portfolioItem(slug));
  }
  return routes;
}

/** The offline copy of a route's HTML: `${origin}${path}?lang=${lang}` (names.ts). */
export function pageCacheKey(origin: string, path: string, lang: Language): string {
  return `${origin}${path}?lang=${lang}`;
}

// ---- images ----

/** A phone shows a main image about 390 CSS px wide at 2x: the first width of at least 640. */
const PHONE_IMAGE_WIDTH = 640;
/** A gallery thumbnail: the first width of at least 320. */
const THUMBNAIL_WIDTH = 320;

/** The `srcset` candidate a phone would load: the smallest at least `width` wide, else the widest. */
export function pickFromSrcset(srcset: string, width: number): string | null {
  const candidates = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => {
      const w = descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : NaN;
      return url && Number.isFinite(w) ? [{ url, w }] : [];
    })
    .sort((a, b) => a.w - b.w);
  if (candidates.length === 0) return null;
  return (candidates.find((candidate) => candidate.w >= width) ?? candidates[candidates.length - 1]!).url;
}

const IMAGE_FIELDS: readonly (readonly [string, string | null])[] = [
  ['image_url', 'image_meta'],
  ['image', 'image_meta'],
  ['main_image_url', 'main_image_meta'],
  ['logo', null],
];
const GALLERY_KEYS = new Set(['galleries', 'gallaries']);

/**
 * The images a body shows, in the order they appear: main images at phone width, gallery
 * images at thumbnail width. URLs as the API sent them; the caller resolves them.
 */
export function imagesOf(body: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, inGallery: boolean): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, inGallery);
      return;
    }
    if (!isObject(value)) return;
    for (const [urlKey, metaKey] of IMAGE_FIELDS) {
      const url = text(value[urlKey]);
      if (!url) continue;
      const srcset = metaKey ? text(field(value, metaKey, 'srcset')) : null;
      found.push((srcset && pickFromSrcset(srcset, inGallery ? THUMBNAIL_WIDTH : PHONE_IMAGE_WIDTH)) || url);
    }
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'object' && child !== null) walk(child, inGallery || GALLERY_KEYS.has(key));
    }
  };
  walk(body, false);
  return found;
}
