import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAllPortfolio, loadMoreGallery, loadMorePortfolio, portfolioDetailPageQuery, portfolioPageQuery, toPortfolioDetailView } from './portfolio';
import { runQuery } from './query';
import { ASSUMED_GALLERY_TOTAL, galleryHasMore, mergeGalleryPage, type GalleryImageView } from './portfolio-paging';
import { resetRequestClient } from './reset';
import { jsonResponse, mockFetch } from '../testing/fetch';

const T0 = new Date('2025-01-01T00:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  resetRequestClient();
});
afterEach(() => {
  resetRequestClient();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const image = (id: number) => ({ id, image_url: `/g/${id}.webp`, title: { ar: `صورة ${id}`, en: `Image ${id}` }, description: { ar: '', en: 'English only' } });
const project = (id: number, galleries = [image(id * 100)]) => ({
  id,
  slug: `design-${id}`,
  title: { ar: `تصميم ${id}`, en: `Design ${id}` },
  description: `Plain ${id}`,
  main_image_url: `/m/${id}.webp`,
  project_date: '2025-03-10',
  is_active: true,
  galleries,
});

/** A server of `count` projects, 6 a page (or `perPage` as asked). */
function portfolioServer(count: number, options: { failFirstPage?: boolean } = {}) {
  return mockFetch((url) => {
    const params = new URL(url, 'http://x').searchParams;
    const page = Number(params.get('page'));
    const perPage = Number(params.get('per_page'));
    if (options.failFirstPage && perPage === 6) return jsonResponse({ success: false, message: 'bad' }, 400);
    const lastPage = Math.max(1, Math.ceil(count / perPage));
    const items = Array.from({ length: count }, (_, i) => project(i + 1)).slice((page - 1) * perPage, page * perPage);
    return jsonResponse({ success: true, data: { data: items, total: count, current_page: page, last_page: lastPage, per_page: perPage } });
  });
}

describe('portfolio list paging', () => {
  it('reads page 1 of 6 and the probe of page 2 (the first screen), and load-more reuses the probes', async () => {
    const { urls } = portfolioServer(14);
    // What the list's first screen reads (mf-portfolio's listQueries): page 1, and page 2 as the probe.
    const page1 = await runQuery(portfolioPageQuery({ page: 1 }), 'en');
    await runQuery(portfolioPageQuery({ page: 2 }), 'en');
    expect(page1.items[0]).toMatchObject({ title: 'Design 1', description: 'Plain 1', imageCount: 1, mainImage: '/m/1.webp', date: '2025-03-10' });
    expect(urls()).toEqual(['/api/v1/social-media?page=1&per_page=6&lang=en', '/api/v1/social-media?page=2&per_page=6&lang=en']);
    const first = { items: page1.items, page: 1, hasMore: true };

    const second = await loadMorePortfolio(first, 'en');
    expect(second.items).toHaveLength(12);
    expect(second.hasMore).toBe(true);
    const third = await loadMorePortfolio(second, 'en');
    expect(third.items).toHaveLength(14);
    expect(third.hasMore).toBe(false);
    // pages 1, 2 (probe, reused), 3 (probe, reused): each requested once
    expect(urls()).toHaveLength(3);
  });

  it('a probe that finds nothing means no more', async () => {
    mockFetch((url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const items = page <= 2 ? [1, 2, 3, 4, 5, 6].map((id) => project(id + (page - 1) * 6)) : [];
      return jsonResponse({ success: true, data: { data: items, total: 18, current_page: page, last_page: 3, per_page: 6 } });
    });
    const page1 = await runQuery(portfolioPageQuery({ page: 1 }), 'ar');
    expect((await loadMorePortfolio({ items: page1.items, page: 1, hasMore: true }, 'ar')).hasMore).toBe(false);
  });

  it('fetches everything at once, 50 a page (what the list falls back to when its first page fails)', async () => {
    const { urls } = portfolioServer(8, { failFirstPage: true });
    await expect(runQuery(portfolioPageQuery({ page: 1 }), 'ar')).rejects.toThrow();
    expect(await fetchAllPortfolio('ar')).toHaveLength(8);
    expect(urls()).toEqual(['/api/v1/social-media?page=1&per_page=6&lang=ar', '/api/v1/social-media?page=1&per_page=50&lang=ar']);
  });
});

describe('gallery paging', () => {
  const views = (ids: number[]): GalleryImageView[] => ids.map((id) => ({ id, image: `/g/${id}`, title: '', description: '', imageMeta: null }));

  it('de-duplicates by id and caps at the reported total', () => {
    const first = mergeGalleryPage(null, views([1, 2, 3]), { total: 5, current_page: 1, last_page: 2 });
    const second = mergeGalleryPage(first, views([3, 4, 5, 6]), { total: 5, current_page: 2, last_page: 2 });
    expect(second.images.map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(galleryHasMore(first)).toBe(true);
    expect(galleryHasMore(second)).toBe(false);
  });

  it('assumes 19 when no total is reported', () => {
    const gallery = mergeGalleryPage(null, views(Array.from({ length: 25 }, (_, i) => i + 1)), undefined);
    expect(gallery.total).toBe(ASSUMED_GALLERY_TOTAL);
    expect(gallery.images).toHaveLength(19);
    expect(gallery.lastPage).toBe(3);
    expect(galleryHasMore(gallery)).toBe(false); // loaded = total
  });

  it('more exist only while page < last page, loaded < total and the last fetch returned items', () => {
    const base = mergeGalleryPage(null, views([1]), { total: 10, current_page: 1, last_page: 2 });
    expect(galleryHasMore(base)).toBe(true);
    expect(galleryHasMore({ ...base, currentPage: 2 })).toBe(false);
    expect(galleryHasMore({ ...base, total: 1 })).toBe(false);
    expect(galleryHasMore(mergeGalleryPage(base, [], { total: 10, current_page: 1, last_page: 2 }))).toBe(false);
  });

  it('fetches the detail (9 images a page) and loads more pages with gallery_page', async () => {
    const all = Array.from({ length: 12 }, (_, i) => image(i + 1));
    const { urls } = mockFetch((url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('gallery_page'));
      return jsonResponse({
        success: true,
        data: {
          ...project(7, all.slice((page - 1) * 9, page * 9)),
          galleries_pagination: { total: 12, current_page: page, last_page: 2 },
          related: [1, 2, 3, 7, 8].map((id) => ({ ...project(id), galleries: undefined })),
        },
      });
    });
    const detail = toPortfolioDetailView(await runQuery(portfolioDetailPageQuery('design-7'), 'ar'));
    expect(detail.project).toMatchObject({ title: 'تصميم 7', imageCount: 12 });
    expect(detail.gallery.images[0]).toMatchObject({ title: 'صورة 1', description: 'English only' });
    expect(detail.gallery.images).toHaveLength(9);
    expect(detail.related.map((p) => p.id)).toEqual([1, 2, 3]);
    const more = await loadMoreGallery('design-7', detail.gallery, 'ar');
    expect(more.images).toHaveLength(12);
    expect(galleryHasMore(more)).toBe(false);
    expect(urls()).toEqual([
      '/api/v1/social-media/slug/design-7?gallery_page=1&per_page=9&lang=ar',
      '/api/v1/social-media/slug/design-7?gallery_page=2&per_page=9&lang=ar',
    ]);
  });
});
