// @vitest-environment jsdom
import { portfolioQueries, resetRequestClient } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, project } from '../testing/fake-api';
import { PortfolioListPage } from './PortfolioListPage';

beforeAll(async () => {
  await portfolioQueries();
});
beforeEach(() => {
  setLanguage('en');
  resetRequestClient();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPage() {
  return render(
    <Suspense fallback="suspended">
      <PortfolioListPage />
    </Suspense>,
  );
}

const cards = () => screen.queryAllByTestId('portfolio-card');
const titles = () => cards().map((card) => card.querySelector('h2')?.textContent);
const list = (page: number, perPage: number) => `/api/v1/social-media?page=${page}&per_page=${perPage}&lang=en`;

describe('the portfolio list', () => {
  it('shows the first 6 projects as cards with image, image count, title, description, date and a link with ?lang=', async () => {
    fakeApi({ projects: 4, images: 12 });
    renderPage();
    expect(screen.getByTestId('portfolio-loading').getAttribute('role')).toBe('status');
    await waitFor(() => expect(cards()).toHaveLength(4));
    const first = cards()[0]!;
    expect(first.querySelector('h2')?.textContent).toBe('Design 1');
    expect(first.textContent).toContain('About design 1');
    expect(first.textContent).toContain('September 23, 2025');
    expect(first.querySelector('[data-testid="portfolio-card-count"]')?.textContent).toBe('12 images');
    const link = first.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/portfolio/design-1?lang=en');
    expect(link.getAttribute('aria-label')).toBe('View details: Design 1');
    // A title missing in English falls back to the Arabic one.
    expect(cards()[2]!.querySelector('h2')?.textContent).toBe('تصميم 3');
    // The first card's image is the page's largest on a phone: loaded first; the others lazily, all with their srcset and size.
    const images = screen.getByTestId('portfolio-grid').querySelectorAll<HTMLImageElement>('img[srcset]');
    expect(images).toHaveLength(4);
    expect(images[0]!.getAttribute('loading')).toBe('eager');
    expect(images[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]!.getAttribute('loading')).toBe('lazy');
    expect(images[1]!.getAttribute('fetchpriority')).toBeNull();
    expect(images[1]!.getAttribute('width')).toBe('1080');
    expect(images[1]!.getAttribute('height')).toBe('1350');
    // Everything fits on page 1: no probe, no button.
    expect(screen.queryByTestId('portfolio-load-more')).toBeNull();
  });

  it('probes page 2 when the server reports more, and "Load more" adds it with a loading-more state, then probes page 3', async () => {
    let release: () => void = () => undefined;
    const { urls } = fakeApi({
      projects: 14,
      override: (url) =>
        url.searchParams.get('page') === '3'
          ? new Promise<Response>(
              (resolve) =>
                (release = () =>
                  resolve(
                    jsonResponse({
                      success: true,
                      data: { data: [2, 1].map((id) => project(12 + id, 1)), total: 14, current_page: 3, last_page: 3, per_page: 6 },
                    }),
                  )),
            )
          : undefined,
    });
    renderPage();
    await screen.findByTestId('portfolio-load-more');
    expect(titles()).toEqual(['Design 1', 'Design 2', 'تصميم 3', 'Design 4', 'Design 5', 'Design 6']);
    expect(urls).toEqual([list(1, 6), list(2, 6)]);

    fireEvent.click(screen.getByTestId('portfolio-load-more'));
    // Page 2 comes from the probe's reply (no second request); the probe of page 3 is under way.
    await waitFor(() => expect(screen.getByTestId('portfolio-load-more').textContent).toBe('Loading more...'));
    expect(screen.getByTestId('portfolio-load-more').getAttribute('aria-disabled')).toBe('true');
    expect(cards()).toHaveLength(6);
    // The request for page 3 leaves a moment after the state shows: wait for it before answering it.
    await waitFor(() => expect(urls).toEqual([list(1, 6), list(2, 6), list(3, 6)]));
    act(() => release());
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByTestId('portfolio-load-more').textContent).toBe('Load more');
    // Focus goes to the first new card, in an effect a moment after the cards are there.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('View details: Design 7'));

    fireEvent.click(screen.getByTestId('portfolio-load-more'));
    // Page 3 repeats a project already shown (14 then 13): each shows once.
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(titles().slice(12)).toEqual(['Design 14', 'Design 13']);
    await waitFor(() => expect(screen.queryByTestId('portfolio-load-more')).toBeNull());
    expect(urls).toHaveLength(3);
  });

  it('has no more when the probe of page 2 finds nothing', async () => {
    fakeApi({
      projects: 6,
      override: (url) =>
        jsonResponse({
          success: true,
          data: {
            data: url.searchParams.get('page') === '1' ? [1, 2, 3, 4, 5, 6].map((id) => project(id, 1)) : [],
            total: 12,
            current_page: Number(url.searchParams.get('page')),
            last_page: 2,
            per_page: 6,
          },
        }),
    });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(6));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('portfolio-load-more')).toBeNull();
  });

  it('falls back to fetching all (50 a page) when the paged call fails', async () => {
    const { urls } = fakeApi({
      projects: 8,
      override: (url) => (url.searchParams.get('per_page') === '6' ? jsonResponse({ success: false, message: 'Bad page' }, 400) : undefined),
    });
    renderPage();
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(urls).toEqual([list(1, 6), list(1, 50)]);
    expect(screen.queryByTestId('portfolio-load-more')).toBeNull();
  });

  it("shows the server's text when the fallback fails too, with a retry that reloads the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { urls } = fakeApi({ override: () => jsonResponse({ success: false, message: 'The portfolio is being updated' }, 503) });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderPage();
    // The request client tries a 503 three more times, 2 s apart, for each of the two calls.
    for (let second = 0; second < 20; second += 1) await vi.advanceTimersByTimeAsync(1000);
    expect(urls).toEqual([...Array<string>(4).fill(list(1, 6)), ...Array<string>(4).fill(list(1, 50))]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load portfolio');
    expect(alert.textContent).toContain('The portfolio is being updated');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
  });

  it('says when there are no projects', async () => {
    fakeApi({ projects: 0 });
    renderPage();
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No projects available at the moment');
  });

  it('keeps the list on a language switch until the new language is there, then loads as many pages as were shown', async () => {
    const { urls } = fakeApi({ projects: 14 });
    renderPage();
    await screen.findByTestId('portfolio-load-more');
    fireEvent.click(screen.getByTestId('portfolio-load-more'));
    await waitFor(() => expect(cards()).toHaveLength(12));
    urls.length = 0;
    act(() => setLanguage('ar'));
    // Still the English list (no loading state) until the Arabic page 1 is there.
    expect(cards()).toHaveLength(12);
    await waitFor(() => expect(titles()[0]).toBe('تصميم 1'));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(titles().every((title) => title?.startsWith('تصميم'))).toBe(true);
    // The probe of page 3 leaves after the second page is shown again: wait for it too.
    await waitFor(() =>
      expect(urls.map((url) => url.replace(/^.*\?/, ''))).toEqual(['page=1&per_page=6&lang=ar', 'page=2&per_page=6&lang=ar', 'page=3&per_page=6&lang=ar']),
    );
  });
});
