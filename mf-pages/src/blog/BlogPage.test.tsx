// @vitest-environment jsdom
import { blogQueries, resetRequestClient } from '@site/shared/request';
import { contentIcons } from '@site/shared/ui';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { categories, notFound, page, post, serveApi } from '../testing/fixtures';
import BlogPage from './BlogPage';
import { SEARCH_DEBOUNCE_MS } from './BlogSearch';

vi.mock('../common/reload-page', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('../common/reload-page');

const posts = (from: number, count: number) => Array.from({ length: count }, (_, index) => post(from + index));
const cards = () => screen.queryAllByTestId('blog-card');
const base = {
  '/v1/blogs/categories': categories('web', 'design'),
  '/v1/blogs/recent': page(posts(1, 3)),
};

function open(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <Suspense fallback={<p>suspended</p>}>
      <BlogPage />
    </Suspense>,
  );
}

beforeAll(() => Promise.all([blogQueries(), contentIcons()]));
beforeEach(() => {
  setLanguage('en');
  resetRequestClient();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

describe('/blog', () => {
  it('shows the cards (image or a placeholder of the category, Featured, category, name, description, date, reading time, Read Article), the chips and the recent posts', async () => {
    serveApi({
      ...base,
      '/v1/blogs?page=1&per_page=9': page([post(1), post(2, { image_url: null, image_meta: null, is_best: false, content: '<p>short</p>' })]),
    });
    open('/blog');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Blog');
    const [first, second] = cards();
    expect(within(first!).getByTestId('featured-badge').textContent).toBe('Featured');
    expect(within(second!).queryByTestId('featured-badge')).toBeNull();
    expect(first!.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    expect(within(second!).getByTestId('blog-card-placeholder').textContent).toBe('Web');
    expect(first!.textContent).toContain('About post 1');
    expect(first!.textContent).toContain('February 10, 2025');
    expect(first!.textContent).toContain('3 minutes'); // 450 words / 200, rounded up
    expect(second!.textContent).toContain('1 minute');
    expect(within(first!).getByTestId('read-article').getAttribute('href')).toBe('/blog/post-1');
    expect(
      within(screen.getByRole('navigation', { name: 'Categories' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'WEB', 'DESIGN']);
    expect(
      within(await screen.findByTestId('recent-posts'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/blog/post-1', '/blog/post-2', '/blog/post-3']);
  });

  it('searches with the API’s search once typing pauses, keeping it in the URL (?q=), and says how many match', async () => {
    const api = serveApi({
      ...base,
      '/v1/blogs?page=1&per_page=9': page(posts(1, 9), { total: 12, lastPage: 2, perPage: 9 }),
      '/v1/blogs?page=1&per_page=9&search=shop+online': page([post(40)]),
      '/v1/blogs?page=1&per_page=9&search=zzz': page([]),
    });
    open('/blog');
    await waitFor(() => expect(cards()).toHaveLength(9));
    // Only the test moves the clock while the pause is measured: with `shouldAdvanceTime` the
    // clock also followed real time, and a loaded machine's millisecond between two lines fired
    // the search before the 349th (a fresh-clone run of 2026-11-27 failed on the line below the
    // second change). The search's request is the first to its address, so it waits for no timer.
    vi.useFakeTimers();
    const input = screen.getByRole('searchbox', { name: 'Search articles' });
    fireEvent.change(input, { target: { value: 'shop' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
    fireEvent.change(input, { target: { value: 'shop online' } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
    expect(window.location.search).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(window.location.search).toBe('?q=shop+online');
    vi.useRealTimers();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByTestId('blog-results').textContent).toBe('1 article matches “shop online”');
    expect(api.asked.filter((path) => path.includes('search='))).toEqual(['/v1/blogs?page=1&per_page=9&search=shop+online']);

    fireEvent.change(input, { target: { value: 'zzz' } });
    fireEvent.submit(input.closest('form')!);
    expect(window.location.search).toBe('?q=zzz');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('No articles match “zzz”.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(window.location.search).toBe('');
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('renders the search and category of the URL, and loads more pages with Load more until the last', async () => {
    const api = serveApi({
      ...base,
      '/v1/blogs?page=1&per_page=9&search=web&category=design': page(posts(1, 9), { total: 11, lastPage: 2, perPage: 9 }),
      '/v1/blogs?page=2&per_page=9&search=web&category=design': page(posts(10, 2), { total: 11, page: 2, lastPage: 2, perPage: 9 }),
    });
    open('/blog?q=web&category=design');
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('web');
    expect(screen.getByRole('link', { name: 'DESIGN' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'WEB' }).getAttribute('href')).toBe('/blog?q=web&category=web');
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(cards()).toHaveLength(11));
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(api.asked).toContain('/v1/blogs?page=2&per_page=9&search=web&category=design');
  });

  it('shows the spinner, then the error box with the message and a Retry that reloads the page', async () => {
    serveApi({ ...base, '/v1/blogs?page=1&per_page=9': { status: 403, body: { success: false, message: 'Forbidden' } } });
    open('/blog');
    expect(await screen.findByTestId('blog-loading')).toBeTruthy();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Failed to load blog posts');
    expect(error.textContent).toContain('HTTP error! status: 403');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('says No articles available in an empty blog, and for a category that does not exist (in Arabic)', async () => {
    setLanguage('ar');
    serveApi({ ...base, '/v1/blogs?page=1&per_page=9': page([]), '/v1/blogs?page=1&per_page=9&category=nope': notFound('Category not found') });
    open('/blog');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('لا توجد مقالات متاحة');
    cleanup();
    open('/blog?category=nope');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/blog');
  });
});
