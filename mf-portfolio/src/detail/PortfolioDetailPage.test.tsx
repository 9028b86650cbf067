// @vitest-environment jsdom
import { portfolioQueries, resetRequestClient } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, galleryImage, jsonResponse, project } from '../testing/fake-api';
import { Closing, PortfolioDetailPage } from './PortfolioDetailPage';

beforeAll(async () => {
  await Promise.all([portfolioQueries(), Closing.preload()]);
});
beforeEach(() => {
  setLanguage('en');
  resetRequestClient();
});
afterEach(() => {
  cleanup();
  document.documentElement.classList.remove('scroll-locked');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage(slug = 'design-2') {
  return render(
    <Suspense fallback="suspended">
      <PortfolioDetailPage params={{ slug }} />
    </Suspense>,
  );
}

const galleryButtons = () => screen.queryAllByTestId('gallery-open');
const showing = () => screen.getByTestId('gallery-showing').textContent;
const detailUrl = (slug: string, page: number, lang = 'en') => `/api/v1/social-media/slug/${slug}?gallery_page=${page}&per_page=9&lang=${lang}`;

/** A detail reply of design 2 with the given gallery page. */
function detail(images: number[], pagination: { total: number; current_page: number; last_page: number } | undefined) {
  return jsonResponse({ success: true, data: { ...project(2, 0), galleries: images.map(galleryImage), galleries_pagination: pagination, related: [] } });
}

describe('a portfolio project', () => {
  it("shows 'Loading project...' with a spinner, then the hero: title, long date, image count, description, and the main image loaded first", async () => {
    fakeApi({ images: 12 });
    renderPage();
    expect(screen.getByTestId('portfolio-detail-loading').textContent).toBe('Loading project...');
    expect(screen.getByRole('status')).toBeTruthy();
    const hero = await screen.findByTestId('portfolio-hero');
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('Design 2');
    expect(screen.getByTestId('portfolio-date').textContent).toBe('September 23, 2025');
    expect(screen.getByTestId('portfolio-date').getAttribute('datetime')).toBe('2025-09-23');
    expect(screen.getByTestId('portfolio-image-count').textContent).toBe('12 images');
    expect(hero.textContent).toContain('About design 2');
    expect(within(hero).getByRole('link').getAttribute('href')).toBe('/portfolio?lang=en');
    // The hero image (and the design beside the text, the same file): eager, first, with its srcset.
    const heroImages = [...hero.querySelectorAll<HTMLImageElement>('img[srcset]')];
    expect(heroImages).toHaveLength(2);
    for (const image of heroImages) {
      expect(image.getAttribute('src')).toBe('/api/media/m2.720.webp');
      expect(image.getAttribute('loading')).toBe('eager');
      expect(image.getAttribute('fetchpriority')).toBe('high');
      expect(image.getAttribute('sizes')).toBe('(min-width: 1280px) 1216px, 94vw');
    }
  });

  it('in Arabic: the title in Arabic and the date in the ar-SA long format', async () => {
    setLanguage('ar');
    fakeApi({ images: 3 });
    renderPage('design-3');
    const hero = await screen.findByTestId('portfolio-hero');
    expect(within(hero).getByRole('heading', { level: 1 }).textContent).toBe('تصميم 3');
    expect(screen.getByTestId('portfolio-date').textContent).toBe('23 سبتمبر 2025');
    expect(screen.getByTestId('portfolio-image-count').textContent).toBe('3 صور');
  });

  it('a title missing in English shows the Arabic one', async () => {
    fakeApi({ images: 3 });
    renderPage('design-3');
    expect(within(await screen.findByTestId('portfolio-hero')).getByRole('heading', { level: 1 }).textContent).toBe('تصميم 3');
  });

  it("says 'Project Not Found' for an unknown slug, with a link back to the portfolio", async () => {
    fakeApi();
    renderPage('no-such-design');
    const state = await screen.findByTestId('portfolio-not-found');
    expect(within(state).getByRole('heading', { level: 1 }).textContent).toBe('Project Not Found');
    expect(state.textContent).toContain("Sorry, we couldn't find the requested project");
    expect(screen.getByTestId('portfolio-not-found-back').getAttribute('href')).toBe('/portfolio?lang=en');
    expect(within(state).queryByRole('button')).toBeNull();
  });

  it('shows the same state for a load that failed, with a retry that reloads the page', async () => {
    fakeApi({ override: (url) => (url.pathname.includes('/slug/') ? jsonResponse({ success: false, message: 'nope' }, 400) : undefined) });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderPage();
    const state = await screen.findByTestId('portfolio-not-found');
    fireEvent.click(within(state).getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
  });

  it("shows 9 images with title and description, each lazy with its size and srcset over its tint, and 'Load More Images' adds the next 9", async () => {
    const { urls } = fakeApi({ images: 20 });
    const { container } = renderPage();
    await screen.findByTestId('portfolio-gallery');
    expect(galleryButtons()).toHaveLength(9);
    expect(showing()).toBe('Showing 9 of 20 images');
    const figure = galleryButtons()[1]!.closest('figure')!;
    expect(figure.querySelector('figcaption')?.textContent).toBe('Image 202About image 202');
    const [image, ...others] = [...galleryButtons()[1]!.querySelectorAll('img')];
    expect(others).toHaveLength(0);
    const tint = galleryButtons()[1]!.querySelector('svg[data-image-tint]')!;
    expect(tint.getAttribute('aria-hidden')).toBe('true');
    expect([...tint.querySelectorAll('stop')].map((stop) => stop.getAttribute('stop-color'))).toEqual(['#131037', '#000202']);
    // The rectangle is filled with the gradient beside it, by an id unique in the page.
    const gradientId = tint.querySelector('linearGradient')!.id;
    expect(tint.querySelector('rect')!.getAttribute('fill')).toBe(`url(#${gradientId})`);
    expect(gradientId).toMatch(/^[\w-]+$/);
    expect(container.querySelectorAll(`[id="${gradientId}"]`)).toHaveLength(1);
    expect(image!.getAttribute('loading')).toBe('lazy');
    expect(image!.getAttribute('width')).toBe('1080');
    expect(image!.getAttribute('height')).toBe('1350');
    expect(image!.getAttribute('srcset')).toContain('/api/media/d202.360.webp 360w');
    expect(image!.getAttribute('alt')).toBe('Image 202');
    // The CSP allows no inline styles: none anywhere.
    expect(container.querySelector('[style]')).toBeNull();

    fireEvent.click(screen.getByTestId('gallery-load-more'));
    await waitFor(() => expect(galleryButtons()).toHaveLength(18));
    expect(showing()).toBe('Showing 18 of 20 images');
    // Focus moves in an effect after the images are committed: wait for it as the keyboard
    // user does, not for the count (the count can be there a moment before the focus).
    await waitFor(() => expect(document.activeElement).toBe(galleryButtons()[9]));
    fireEvent.click(screen.getByTestId('gallery-load-more'));
    await waitFor(() => expect(galleryButtons()).toHaveLength(20));
    expect(showing()).toBe('Showing 20 of 20 images');
    expect(screen.queryByTestId('gallery-load-more')).toBeNull();
    expect(urls.filter((url) => url.includes('/slug/'))).toEqual([detailUrl('design-2', 1), detailUrl('design-2', 2), detailUrl('design-2', 3)]);
  });

  it('de-duplicates images by id, caps them at the reported total, and stops when a page comes back empty', async () => {
    fakeApi({
      override: (url) => {
        if (!url.pathname.includes('/slug/')) return undefined;
        const page = Number(url.searchParams.get('gallery_page'));
        // Page 2 repeats two images of page 1 and brings more than the total allows.
        if (page === 1) return detail([1, 2, 3, 4, 5, 6, 7, 8, 9], { total: 14, current_page: 1, last_page: 3 });
        if (page === 2) return detail([8, 9, 10, 11, 12, 13, 14, 15, 16], { total: 14, current_page: 2, last_page: 3 });
        return undefined;
      },
    });
    renderPage();
    await screen.findByTestId('portfolio-gallery');
    fireEvent.click(screen.getByTestId('gallery-load-more'));
    await waitFor(() => expect(showing()).toBe('Showing 14 of 14 images'));
    expect(galleryButtons().map((button) => button.querySelector('img[srcset]')?.getAttribute('alt'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((id) => `Image ${id}`),
    );
    // Loaded = total: no more, although the server says page 2 of 3.
    expect(screen.queryByTestId('gallery-load-more')).toBeNull();
  });

  it('assumes 19 images when no total is reported, and a page that brings no images ends the paging', async () => {
    const { urls } = fakeApi({
      override: (url) => {
        if (!url.pathname.includes('/slug/')) return undefined;
        const page = Number(url.searchParams.get('gallery_page'));
        if (page === 1) return detail([1, 2, 3, 4, 5, 6, 7, 8, 9], undefined);
        if (page === 2) return detail([], undefined);
        return undefined;
      },
    });
    renderPage();
    await screen.findByTestId('portfolio-gallery');
    expect(showing()).toBe('Showing 9 of 19 images');
    fireEvent.click(screen.getByTestId('gallery-load-more'));
    await waitFor(() => expect(screen.queryByTestId('gallery-load-more')).toBeNull());
    expect(showing()).toBe('Showing 9 of 19 images');
    expect(urls.filter((url) => url.includes('/slug/'))).toEqual([detailUrl('design-2', 1), detailUrl('design-2', 2)]);
  });

  it('a failed "Load More Images" says so and tries again on the next click', async () => {
    let failing = true;
    fakeApi({
      images: 12,
      override: (url) => (url.searchParams.get('gallery_page') === '2' && failing ? jsonResponse({ success: false, message: 'busy' }, 400) : undefined),
    });
    renderPage();
    await screen.findByTestId('portfolio-gallery');
    fireEvent.click(screen.getByTestId('gallery-load-more'));
    expect((await screen.findByTestId('gallery-more-error')).textContent).toBe('Failed to fetch more images');
    expect(screen.getByTestId('gallery-load-more').textContent).toBe('Retry');
    failing = false;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByTestId('gallery-load-more'));
    // At least 1 s between two requests to one URL (docs/product.md#request-rules).
    await vi.advanceTimersByTimeAsync(1100);
    await waitFor(() => expect(showing()).toBe('Showing 12 of 12 images'));
    expect(screen.queryByTestId('gallery-more-error')).toBeNull();
  });

  it('opens an image in the lightbox: counter, arrows along the reading direction, Escape closes and gives focus back', async () => {
    fakeApi({ images: 5 });
    renderPage();
    await screen.findByTestId('portfolio-gallery');
    const opener = galleryButtons()[1]!;
    expect(opener.getAttribute('aria-label')).toBe('View full screen: Image 202');
    opener.focus();
    // The viewer's code is a chunk of its own, loaded on the first open.
    await act(async () => fireEvent.click(opener));
    const dialog = await screen.findByTestId('lightbox', {}, { timeout: 5000 });
    expect(dialog.getAttribute('aria-label')).toBe('Design 2');
    expect(screen.getByTestId('lightbox-counter').textContent).toBe('2 / 5');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByTestId('lightbox-counter').textContent).toBe('3 / 5');
    act(() => setLanguage('ar'));
    await waitFor(() => expect(screen.getByTestId('lightbox-next').getAttribute('aria-label')).toBe('الصورة التالية'));
    fireEvent.keyDown(screen.getByTestId('lightbox'), { key: 'ArrowLeft' });
    expect(screen.getByTestId('lightbox-counter').textContent).toBe('4 / 5');
    fireEvent(screen.getByTestId('lightbox'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByTestId('lightbox')).toBeNull();
    expect(document.activeElement).toBe(galleryButtons()[1]);
  });

  it('falls back to the placeholder image when an image is broken', async () => {
    fakeApi({ images: 3 });
    renderPage();
    await screen.findByTestId('portfolio-gallery');
    const image = galleryButtons()[0]!.querySelector<HTMLImageElement>('img[srcset]')!;
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/api/placeholder/1080/1350');
    expect(image.hasAttribute('srcset')).toBe(false);
  });

  it("ends with 'Love This Design?' (two chat buttons with the company number, new tab), at most 3 similar works and 'Want a Similar Design?'", async () => {
    fakeApi({ projects: 8, images: 3 });
    renderPage();
    const love = await screen.findByTestId('portfolio-love', {}, { timeout: 5000 });
    expect(within(love).getByRole('heading', { level: 2 }).textContent).toBe('Love This Design?');
    const order = screen.getByTestId('portfolio-love-order');
    const chat = screen.getByTestId('portfolio-love-chat');
    // The contact page's phone, digits only (docs/product.md#the-chat-link).
    await waitFor(() => expect(chat.getAttribute('href')).toBe('https://wa.me/966551234567'));
    expect(order.getAttribute('href')).toBe(`https://wa.me/966551234567?text=${encodeURIComponent('Hello, I would like a design similar to "Design 2".')}`);
    for (const link of [order, chat, screen.getByTestId('portfolio-order')]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const similar = screen.getByTestId('portfolio-similar');
    expect(within(similar).getByRole('heading', { level: 2 }).textContent).toBe('Similar Works');
    const cards = within(similar).getAllByTestId('portfolio-card');
    expect(cards.map((card) => card.querySelector('h3')?.textContent)).toEqual(['Design 1', 'تصميم 3', 'Design 4']);
    expect(cards.map((card) => card.querySelector('a')?.getAttribute('href'))).toEqual([
      '/portfolio/design-1?lang=en',
      '/portfolio/design-3?lang=en',
      '/portfolio/design-4?lang=en',
    ]);
    expect(screen.getByTestId('portfolio-contact').getAttribute('href')).toBe('/contact');
    expect(within(screen.getByTestId('portfolio-want')).getByRole('heading', { level: 2 }).textContent).toBe('Want a Similar Design?');
  });

  it('keeps the page on a language switch until the new language is there, with as many gallery pages as were shown', async () => {
    const { urls } = fakeApi({ images: 20 });
    renderPage();
    await screen.findByTestId('portfolio-gallery');
    fireEvent.click(screen.getByTestId('gallery-load-more'));
    await waitFor(() => expect(galleryButtons()).toHaveLength(18));
    urls.length = 0;
    act(() => setLanguage('ar'));
    expect(screen.queryByTestId('portfolio-detail-loading')).toBeNull();
    expect(galleryButtons()).toHaveLength(18);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('تصميم 2'));
    await waitFor(() => expect(galleryButtons()).toHaveLength(18));
    expect(showing()).toBe('عرض 18 من 20 صورة');
    expect(urls.filter((url) => url.includes('/slug/'))).toEqual([detailUrl('design-2', 1, 'ar'), detailUrl('design-2', 2, 'ar')]);
  });
});
