import { OFFLINE_IMAGE_WIDTHS } from '@site/shared/contract';
import type { ItemKind } from './reads';
import { field, isObject, list, text } from './shape';

/**
 * The images a stored reply shows, at the width a phone loads: main images the first `srcset`
 * width of at least 640 px (a 390 px screen at 2x), gallery images at least 320; an image
 * without `srcset` at its URL. URLs as the API sent them; the caller resolves them.
 */

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

/** The image of one object (its first image field), at `width`. */
function imageOf(value: unknown, width: number): string | null {
  if (!isObject(value)) return null;
  for (const [urlKey, metaKey] of IMAGE_FIELDS) {
    const url = text(value[urlKey]);
    if (!url) continue;
    const srcset = metaKey ? text(field(value, metaKey, 'srcset')) : null;
    return (srcset && pickFromSrcset(srcset, width)) || url;
  }
  return null;
}

/** Every image a body shows, in the order they appear: main images at phone width, gallery images at thumbnail width. */
export function imagesOf(body: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, inGallery: boolean): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, inGallery);
      return;
    }
    if (!isObject(value)) return;
    const own = imageOf(value, inGallery ? OFFLINE_IMAGE_WIDTHS.thumbnail : OFFLINE_IMAGE_WIDTHS.main);
    if (own) found.push(own);
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'object' && child !== null) walk(child, inGallery || GALLERY_KEYS.has(key));
    }
  };
  walk(body, false);
  return found;
}

/**
 * The images an item's own page shows, from its reply: the main image, then its gallery (a
 * design's first gallery page). Not its related items' images: those belong to the items
 * themselves, stored when they are kept.
 */
export function itemImages(kind: ItemKind, body: unknown): string[] {
  const item =
    kind === 'project'
      ? field(body, 'data', 'project')
      : kind === 'blog'
        ? field(body, 'data', 'blog')
        : kind === 'service'
          ? field(body, 'data', 'service')
          : field(body, 'data');
  const main = imageOf(item, OFFLINE_IMAGE_WIDTHS.main);
  const gallery = kind === 'project' ? list(item, 'gallaries') : kind === 'design' ? list(item, 'galleries') : [];
  const thumbnails = gallery.flatMap((image) => imageOf(image, OFFLINE_IMAGE_WIDTHS.thumbnail) ?? []);
  return [...(main ? [main] : []), ...thumbnails];
}
