import type { ImageMeta, GalleriesPagination } from '@site/shared/contract';

/**
 * The paging rules of the portfolio (docs/product.md#lists-and-paging) that a screen applies while it
 * renders: pure functions and constants with no request code, so '@site/shared/request' can export
 * them eagerly while the fetching code in `portfolio.ts` loads with its first call.
 */

/** Design projects 6 a page, gallery images 9 a page, 19 assumed when no total is reported (docs/product.md#business-constants). */
export const PORTFOLIO_PAGE_SIZE = 6;
export const GALLERY_PAGE_SIZE = 9;
export const ASSUMED_GALLERY_TOTAL = 19;
export const MAX_SIMILAR_WORKS = 3;

export interface GalleryImageView {
  id: number;
  image: string;
  title: string;
  description: string;
  imageMeta: ImageMeta | null;
}

/** Keeps the first of each id, in order. */
export function uniqueById<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => (seen.has(item.id) ? false : (seen.add(item.id), true)));
}

export interface GalleryState {
  images: GalleryImageView[];
  /** the reported total, or 19 when none was reported */
  total: number;
  currentPage: number;
  lastPage: number;
  /** whether the last fetch returned any image */
  lastFetchHadItems: boolean;
}

/**
 * Adds one fetched gallery page to what is shown (docs/product.md#shape-variants): images de-duplicated by
 * id and capped at the reported total (19 when none is reported).
 */
export function mergeGalleryPage(
  previous: GalleryState | null,
  images: readonly GalleryImageView[],
  pagination: GalleriesPagination | null | undefined,
): GalleryState {
  const total = pagination?.total ?? ASSUMED_GALLERY_TOTAL;
  const currentPage = pagination?.current_page ?? (previous ? previous.currentPage + 1 : 1);
  return {
    images: uniqueById([...(previous?.images ?? []), ...images]).slice(0, total),
    total,
    currentPage,
    lastPage: pagination?.last_page ?? Math.max(currentPage, Math.ceil(total / GALLERY_PAGE_SIZE)),
    lastFetchHadItems: images.length > 0,
  };
}

/** More exist only while page < last page, loaded < total and the last fetch returned items (docs/product.md#lists-and-paging). */
export function galleryHasMore(gallery: GalleryState): boolean {
  return gallery.currentPage < gallery.lastPage && gallery.images.length < gallery.total && gallery.lastFetchHadItems;
}
