import type { ImageMeta, Language, GalleriesPagination, GalleryImage, PortfolioProject } from '@site/shared/contract';
import { resolveAssetUrl, resolveImageMeta } from './assets';
import { dayOf, pickText, segment, withQuery } from './normalize';
import {
  GALLERY_PAGE_SIZE,
  MAX_SIMILAR_WORKS,
  PORTFOLIO_PAGE_SIZE,
  galleryHasMore,
  mergeGalleryPage,
  uniqueById,
  type GalleryImageView,
  type GalleryState,
} from './portfolio-paging';
import { fetchAllPages, toPageView, type PageView } from './page-view';
import { defineQuery, runQuery, type Query } from './query';

const FETCH_ALL_PAGE_SIZE = 50;

export interface PortfolioProjectView {
  id: number;
  slug: string;
  title: string;
  description: string;
  mainImage: string | null;
  mainImageMeta: ImageMeta | null;
  date: string | null;
  isActive: boolean;
  /** the reported gallery total, else the length of `galleries` (docs/product.md#the-data) */
  imageCount: number;
  gallery: GalleryImageView[];
}

function toGalleryImageView(image: GalleryImage, lang: Language): GalleryImageView | null {
  const url = resolveAssetUrl(image.image_url);
  if (!url) return null;
  return {
    id: image.id,
    image: url,
    title: pickText(image.title, lang),
    description: pickText(image.description, lang),
    imageMeta: resolveImageMeta(image.image_meta),
  };
}

type ProjectFields = Omit<PortfolioProject, 'galleries' | 'galleries_pagination'> & Partial<Pick<PortfolioProject, 'galleries' | 'galleries_pagination'>>;

function toPortfolioProjectView(project: ProjectFields, lang: Language): PortfolioProjectView {
  const gallery = (project.galleries ?? []).flatMap((image) => toGalleryImageView(image, lang) ?? []);
  return {
    id: project.id,
    slug: project.slug,
    title: pickText(project.title, lang),
    description: pickText(project.description, lang),
    mainImage: resolveAssetUrl(project.main_image_url),
    mainImageMeta: resolveImageMeta(project.main_image_meta),
    date: dayOf(project.project_date),
    isActive: project.is_active,
    imageCount: project.galleries_pagination?.total ?? gallery.length,
    gallery,
  };
}

/** GET /v1/social-media?page=&per_page=: one page of projects. */
export function portfolioPageQuery(page: { page?: number; perPage?: number } = {}): Query<PageView<PortfolioProjectView>> {
  const path = withQuery('/v1/social-media', { page: page.page ?? 1, per_page: page.perPage ?? PORTFOLIO_PAGE_SIZE });
  return defineQuery(
    path,
    (contract) => contract.portfolioListResponseSchema,
    ({ data }, lang) => toPageView(data, (project) => toPortfolioProjectView(project, lang)),
  );
}

function readPage(lang: Language, page: { page?: number; perPage?: number }, signal?: AbortSignal): Promise<PageView<PortfolioProjectView>> {
  return runQuery(portfolioPageQuery(page), lang, signal);
}

/** Every project, 50 a page until the last page. */
export async function fetchAllPortfolio(lang: Language, signal?: AbortSignal): Promise<PortfolioProjectView[]> {
  return uniqueById(await fetchAllPages((page) => readPage(lang, { page, perPage: FETCH_ALL_PAGE_SIZE }, signal)));
}

// ---- the paged list (docs/product.md#lists-and-paging) ----

export interface PortfolioListState {
  items: PortfolioProjectView[];
  /** the last page shown */
  page: number;
  hasMore: boolean;
}

/** Whether page `page` has projects; its reply stays cached, so showing it later costs no request. */
async function probe(lang: Language, page: number, signal?: AbortSignal): Promise<boolean> {
  try {
    return (await readPage(lang, { page, perPage: PORTFOLIO_PAGE_SIZE }, signal)).items.length > 0;
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

/** The load-more step: the next page (usually already fetched by the probe), then a probe of the one after. */
export async function loadMorePortfolio(state: PortfolioListState, lang: Language, signal?: AbortSignal): Promise<PortfolioListState> {
  if (!state.hasMore) return state;
  const next = await readPage(lang, { page: state.page + 1, perPage: PORTFOLIO_PAGE_SIZE }, signal);
  const items = uniqueById([...state.items, ...next.items]);
  const hasMore = next.items.length > 0 && next.currentPage < next.lastPage && (await probe(lang, next.currentPage + 1, signal));
  return { items, page: next.currentPage, hasMore };
}

// ---- the project detail and its gallery pages ----

export interface PortfolioDetailView {
  project: PortfolioProjectView;
  gallery: GalleryState;
  /** other projects, at most 3 */
  related: PortfolioProjectView[];
}

export type GallerySlice = { galleryPage: number; perPage?: number } | { offset: number; limit?: number } | { all: true };

function sliceQuery(slice: GallerySlice): Record<string, number | boolean> {
  if ('all' in slice) return { all: true };
  if ('offset' in slice) return { offset: slice.offset, limit: slice.limit ?? GALLERY_PAGE_SIZE };
  return { gallery_page: slice.galleryPage, per_page: slice.perPage ?? GALLERY_PAGE_SIZE };
}

export interface DetailPage {
  project: PortfolioProjectView;
  images: GalleryImageView[];
  /** which slice of the gallery this is; none reported: see mergeGalleryPage */
  pagination: GalleriesPagination | undefined;
  related: PortfolioProjectView[];
}

/** GET /v1/social-media/slug/{slug} with one slice of its gallery. */
export function portfolioDetailPageQuery(slug: string, slice: GallerySlice = { galleryPage: 1 }): Query<DetailPage> {
  const path = withQuery(`/v1/social-media/slug/${segment(slug)}`, sliceQuery(slice));
  return defineQuery(
    path,
    (contract) => contract.portfolioDetailResponseSchema,
    ({ data }, lang) => {
      const project = toPortfolioProjectView(data, lang);
      return {
        project,
        images: project.gallery,
        pagination: data.galleries_pagination,
        related: (data.related ?? [])
          .filter((other) => other.id !== data.id)
          .slice(0, MAX_SIMILAR_WORKS)
          .map((other) => toPortfolioProjectView(other, lang)),
      };
    },
  );
}

function fetchDetailPage(slug: string, lang: Language, slice: GallerySlice, signal?: AbortSignal): Promise<DetailPage> {
  return runQuery(portfolioDetailPageQuery(slug, slice), lang, signal);
}

/** The detail view of a project from its first detail page (what a screen shows first). */
export function toPortfolioDetailView(page: DetailPage): PortfolioDetailView {
  return { project: page.project, gallery: mergeGalleryPage(null, page.images, page.pagination), related: page.related };
}

/** 'Load More Images': the next gallery page merged into what is shown. */
export async function loadMoreGallery(slug: string, gallery: GalleryState, lang: Language, signal?: AbortSignal): Promise<GalleryState> {
  if (!galleryHasMore(gallery)) return gallery;
  const page = await fetchDetailPage(slug, lang, { galleryPage: gallery.currentPage + 1 }, signal);
  return mergeGalleryPage(gallery, page.images, page.pagination);
}
