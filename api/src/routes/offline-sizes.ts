import { OFFLINE_IMAGE_WIDTHS } from '@site/shared/contract';
import { widthsOf, type MediaInfo } from '../media/catalog';

/**
 * What keeping an item offline costs, estimated from what the database holds (text lengths in
 * bytes, image dimensions) without building a reply or rendering a page: the offline manifest's
 * figures (offline-manifest.ts). Calibrated on the demo content against the real replies, pages
 * and WebP files (`offline-sizes.db.test.ts` holds every estimate of the seed within its bounds);
 * the download counts the real bytes as it goes, so an estimate off by a third costs a few
 * items, never the budget.
 */

/** JSON of one image (`image_url` and `image_meta` with three srcset URLs and a tint). */
export const IMAGE_JSON = 480;

/** A detail reply: the texts in the language asked for (bytes), its images and its related items. */
export const REPLY = {
  /** the envelope, ids, dates, the category, the main image */
  project: 800,
  /** a related project (title, excerpt, image URL), 3 of them */
  relatedProject: 330,
  blog: 300,
  /** a related article as lists carry it, 3 of them */
  relatedBlog: 1000,
  design: 400,
  relatedDesign: 900,
  service: 750,
  relatedService: 260,
} as const;

/**
 * A page's server HTML: the layout (header, footer, inline scripts, head tags) by kind, plus its
 * data twice (the rendered markup and the page data the browser hydrates from).
 */
const PAGE_BASE = { project: 44_000, blog: 48_000, design: 52_000, service: 34_000 } as const;
const PAGE_DATA_FACTOR = 2;

/** The main routes' pages (home, about, services, projects, blog, clients, contact, consultation, portfolio, the legal pages, sitemap): 12 pages whose lists are bounded. */
export const MAIN_PAGES = 1_000_000;

/** A WebP of a drawn composition: a fixed part and a part per pixel (measured at 360 to 1440 px wide). */
const WEBP_FIXED = 3900;
const WEBP_PER_PIXEL = 0.0085;

/** The width the download takes of an image (the first served width at least `wanted`, else the widest): offline/plan.ts `pickFromSrcset`. */
export function takenWidth(natural: number, wanted: number): number {
  const widths = widthsOf(natural);
  return widths.find((width) => width >= wanted) ?? widths[widths.length - 1] ?? natural;
}

/** Bytes of one image as the download stores it: an SVG is its source; a WebP is estimated from its size. */
export function imageBytes(info: Pick<MediaInfo, 'kind' | 'width' | 'height'> & { source_bytes?: number }, use: 'main' | 'thumbnail'): number {
  if (info.kind === 'vector') return info.source_bytes ?? 2000;
  const width = takenWidth(info.width, OFFLINE_IMAGE_WIDTHS[use]);
  const height = Math.round((info.height * width) / Math.max(1, info.width));
  return Math.round(WEBP_FIXED + WEBP_PER_PIXEL * width * height);
}

export function pageBytes(kind: keyof typeof PAGE_BASE, reply: number): number {
  return PAGE_BASE[kind] + PAGE_DATA_FACTOR * reply;
}
