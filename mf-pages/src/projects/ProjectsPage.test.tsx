// @vitest-environment jsdom
import { contentIcons } from '@site/shared/ui';
import { projectQueries, resetRequestClient } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { categories, notFound, page, project, serveApi } from '../testing/fixtures';
import ProjectsPage, { LOAD_MORE_DELAY_MS } from './ProjectsPage';

vi.mock('../common/reload-page', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('../common/reload-page');

const projects = (from: number, count: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, index) => project(from + index, extra));
const cards = () => screen.queryAllByTestId('project-card');

function open(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <Suspense fallback={<p>suspended</p>}>
      <ProjectsPage />
    </Suspense>,
  );
}

// The screen's endpoint group and icons, as its route preloads them.
beforeAll(() => Promise.all([projectQueries(), contentIcons()]));
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

describe('/projects', () => {
  it('shows 12, then 12 more per Load more after 500 ms, until all are shown, with the keyboard at the first card added', async () => {
    const api = serveApi({
      '/v1/projects/categories': categories('web', 'apps'),
      '/v1/projects?page=1&per_page=50': page(projects(1, 30)),
    });
    open('/projects');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByTestId('projects-count').textContent).toBe('Showing 12 of 30 projects');
    expect(cards()[0]!.querySelector('img')!.getAttribute('loading')).toBe('eager');
    expect(cards()[1]!.querySelector('img')!.getAttribute('loading')).toBe('lazy');

    vi.useFakeTimers();
    const more = screen.getByTestId('load-more');
    fireEvent.click(more);
    expect(more.getAttribute('aria-disabled')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(LOAD_MORE_DELAY_MS - 1));
    expect(cards()).toHaveLength(12);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(cards()).toHaveLength(24);
    expect(document.activeElement).toBe(within(cards()[12]!).getByTestId('project-link'));
    expect(screen.getByTestId('projects-count').textContent).toBe('Showing 24 of 30 projects');

    fireEvent.click(screen.getByTestId('load-more'));
    await act(() => vi.advanceTimersByTimeAsync(LOAD_MORE_DELAY_MS));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(api.asked.filter((path) => path.startsWith('/v1/projects?'))).toEqual(['/v1/projects?page=1&per_page=50']);
  });

  it('reads the rest of the list 50 at a time until the last page (fetch-all), after the first page is shown', async () => {
    // The server's `total` is only a first guess: once every page is in, the count is what came.
    const api = serveApi({
      '/v1/projects/categories': categories('web'),
      '/v1/projects?page=1&per_page=50': page(projects(1, 50), { total: 999, lastPage: 3 }),
      '/v1/projects?page=2&per_page=50': page(projects(51, 50), { total: 999, page: 2, lastPage: 3 }),
      '/v1/projects?page=3&per_page=50': page(projects(101, 2), { total: 999, page: 3, lastPage: 3 }),
    });
    open('/projects');
    await waitFor(() => expect(cards()).toHaveLength(12));
    await waitFor(() => expect(screen.getByTestId('projects-count').textContent).toBe('Showing 12 of 102 projects'));
    expect(api.asked.filter((path) => path.startsWith('/v1/projects?'))).toEqual([
      '/v1/projects?page=1&per_page=50',
      '/v1/projects?page=2&per_page=50',
      '/v1/projects?page=3&per_page=50',
    ]);
    expect(cards()).toHaveLength(12);
  });

  it('shows Load more while the later pages load, and the cards they bring once they are in', async () => {
    let release: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (release = resolve));
    serveApi({
      '/v1/projects/categories': categories('web'),
      '/v1/projects?page=1&per_page=50': page(projects(1, 50).slice(0, 12), { total: 60, lastPage: 2, perPage: 12 }),
      '/v1/projects?page=2&per_page=50': () => page(projects(51, 10), { total: 60, page: 2, lastPage: 2 }),
    });
    const fetchMock = vi.mocked(fetch);
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if ((input instanceof Request ? input.url : String(input)).includes('page=2')) await later;
      return answer(input, init);
    });
    open('/projects');
    await waitFor(() => expect(cards()).toHaveLength(12));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByTestId('load-more'));
    await act(() => vi.advanceTimersByTimeAsync(LOAD_MORE_DELAY_MS));
    // The delay is over but page 2 is not in: still 12, and the button says it is loading.
    expect(cards()).toHaveLength(12);
    expect(screen.getByTestId('load-more').getAttribute('aria-disabled')).toBe('true');
    vi.useRealTimers();
    release();
    await waitFor(() => expect(cards()).toHaveLength(22));
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('filters by the category chip (an address: ?category=slug), from the server’s own list of the category, back to 12', async () => {
    const api = serveApi({
      '/v1/projects/categories': categories('web', 'apps'),
      '/v1/projects?page=1&per_page=50': page(projects(1, 30)),
      '/v1/projects/category/apps?page=1&per_page=50': page(projects(200, 14, { category: { id: 2, slug: 'apps', name: 'APPS' } })),
    });
    open('/projects?lang=en');
    await waitFor(() => expect(cards()).toHaveLength(12));
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId('load-more'));
    await act(() => vi.advanceTimersByTimeAsync(LOAD_MORE_DELAY_MS));
    expect(cards()).toHaveLength(24);
    vi.useRealTimers();

    const chips = within(screen.getByRole('navigation', { name: 'Filter projects by category' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'WEB', 'APPS']);
    expect(chips[0]!.getAttribute('aria-current')).toBe('page');
    expect(chips[2]!.getAttribute('href')).toBe('/projects?lang=en&category=apps');
    fireEvent.click(chips[2]!);
    expect(window.location.search).toBe('?lang=en&category=apps');
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(cards()[0]!.textContent).toContain('Project 200');
    expect(screen.getByTestId('projects-count').textContent).toBe('Showing 12 of 14 projects');
    expect(screen.getByRole('link', { name: 'APPS' }).getAttribute('aria-current')).toBe('page');
    expect(api.asked).toContain('/v1/projects/category/apps?page=1&per_page=50');

    // Back to every project: 12 again, not what was shown before the filter.
    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(cards()[0]!.textContent).toContain('Project 1'));
    expect(cards()).toHaveLength(12);
  });

  it('shows the loading state, then the error with the backup note and a Retry that reloads the page', async () => {
    serveApi({
      '/v1/projects/categories': categories('web'),
      '/v1/projects?page=1&per_page=50': { status: 403, body: { success: false, message: 'Forbidden' } },
    });
    open('/projects');
    expect(await screen.findByTestId('projects-loading')).toBeTruthy();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Failed to load projects');
    expect(error.textContent).toContain('The latest projects could not be loaded. Please try again later.');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('says when there are no projects, and when the category does not exist (in Arabic too)', async () => {
    serveApi({
      '/v1/projects/categories': categories('web'),
      '/v1/projects?page=1&per_page=50': page([]),
      '/v1/projects/category/nope?page=1&per_page=50': notFound('Category not found'),
    });
    open('/projects');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No projects available');
    cleanup();
    setLanguage('ar');
    open('/projects?category=nope');
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('لا توجد مشاريع في هذا التصنيف.');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/projects');
  });

  it('shows the card of an active project as active, and 2024 for a project without a date', async () => {
    serveApi({
      '/v1/projects/categories': categories(),
      '/v1/projects?page=1&per_page=50': page([project(1, { is_active: true, date: null, created_at: 'x' }), project(2)]),
    });
    open('/projects');
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [active, completed] = cards();
    expect(within(active!).getByTestId('project-status').textContent).toBe('Active');
    expect(within(completed!).getByTestId('project-status').textContent).toBe('Completed');
    expect(active!.textContent).toContain('2024');
    expect(within(completed!).getByRole('link').getAttribute('href')).toBe('/projects/2');
    expect(within(completed!).getByRole('link').getAttribute('aria-label')).toBe('View Project: Project 2');
  });
});
