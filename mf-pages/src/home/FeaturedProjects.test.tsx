// @vitest-environment jsdom
import { contentIcons } from '@site/shared/ui';
import { projectQueries } from '@site/shared/request';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../common/reload-page';
import { serveApi } from '../testing/api';
import { json, pageReply, project } from '../testing/page-fixtures';
import FeaturedProjects from './FeaturedProjects';

vi.mock('../common/reload-page', () => ({ reloadPage: vi.fn() }));

const FIRST_PAGE = '/v1/projects?page=1&per_page=3';

function show() {
  return render(
    <Suspense fallback={null}>
      <FeaturedProjects />
    </Suspense>,
  );
}

// The code the page's server preloads, loaded once (a first dynamic import can outlast findBy's wait).
beforeAll(() => Promise.all([contentIcons(), projectQueries()]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

describe('home: the featured projects strip', () => {
  it('reads the first page of three and shows each project with its badge, category, client, date and a link to /projects', async () => {
    const api = serveApi({
      [FIRST_PAGE]: () =>
        json(
          pageReply(
            [
              project(1, 'Store'),
              project(2, 'Clinic app', { is_active: true, client: null }),
              project(3, 'Portal', { date: null, created_at: '', image_url: null, image_meta: null }),
            ],
            3,
          ),
        ),
    });
    show();
    const cards = await screen.findAllByTestId('home-project-card');
    expect(api.asked()).toEqual([FIRST_PAGE]);
    expect(cards).toHaveLength(3);
    const [store, clinic, portal] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(store).getByRole('heading').textContent).toBe('Store');
    expect(within(store).getByTestId('project-status').textContent).toBe('Completed');
    expect(within(clinic).getByTestId('project-status').textContent).toBe('Active');
    expect(within(store).getByText('Web platforms')).toBeTruthy();
    expect(within(store).getByTestId('project-summary').className).toContain('line-clamp-3');
    expect(within(store).getByText('Client 1')).toBeTruthy();
    expect(within(clinic).queryByText(/Client:/)).toBeNull();
    expect(within(store).getByTestId('project-date').textContent).toBe('September 14, 2025');
    // No date: the default year.
    expect(within(portal).getByTestId('project-date').textContent).toBe('2024');
    // No image: the category icon in its place; an image keeps its size and sources.
    expect(within(portal).getByTestId('project-category-icon')).toBeTruthy();
    const image = store.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual(['1440', '900', 'lazy']);
    expect(image.getAttribute('srcset')).toContain('960w');
    expect(image.getAttribute('sizes')).toBeTruthy();
    const link = within(store).getByRole('link', { name: 'View Project: Store' });
    expect(link.getAttribute('href')).toBe('/projects');
    expect(screen.getByTestId('home-projects-all').getAttribute('href')).toBe('/projects');
  });

  it('shows three skeleton cards while loading', async () => {
    serveApi({ [FIRST_PAGE]: () => new Promise<Response>(() => undefined) });
    show();
    const loading = await screen.findByTestId('home-projects-loading');
    expect(loading.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(screen.getByTestId('home-projects').querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('says so when there are no projects', async () => {
    serveApi({ [FIRST_PAGE]: () => json(pageReply([], 3)) });
    show();
    expect((await screen.findByTestId('home-projects-empty')).textContent).toBe('No projects available');
  });

  it('shows the error, whose retry reloads the page', async () => {
    serveApi({ [FIRST_PAGE]: () => json({ success: false, message: 'gone' }, 404) });
    show();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Failed to load projects');
    await act(async () => fireEvent.click(within(error).getByRole('button', { name: 'Retry' })));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
