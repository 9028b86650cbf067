// @vitest-environment jsdom
import { contentIcons } from '@site/shared/ui';
import { projectQueries, resetRequestClient } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { image, notFound, project, serveApi } from '../testing/fixtures';
import ProjectPage from './ProjectPage';

function detail(extra: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      project: project(5, {
        name: 'Waha Store',
        title: 'Waha Store',
        client: 'Al Waha Dates',
        description:
          '<p>Online <b>store</b>.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2"><a href="javascript:alert(1)">bad</a><a href="https://partner.example/">partner</a>',
        gallaries: [
          { id: 1, name: 'Gift box builder', ...image('g1') },
          { id: 2, name: 'Checkout', ...image('g2') },
          { id: 3, name: '', ...image('g3') },
        ],
        ...extra,
      }),
      related_projects: [6, 7, 8, 9].map((id) => ({
        id,
        slug: `project-${id}`,
        title: `Related ${id}`,
        description: `About ${id}`,
        image_url: `/api/media/r${id}.webp`,
      })),
    },
  };
}

function open(id: string) {
  window.history.replaceState(null, '', `/projects/${id}`);
  return render(
    <Suspense fallback={<p>suspended</p>}>
      <ProjectPage params={{ id }} />
    </Suspense>,
  );
}

beforeAll(() => Promise.all([projectQueries(), contentIcons()]));
beforeEach(() => {
  setLanguage('en');
  resetRequestClient();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.documentElement.classList.remove('scroll-locked');
});

describe('/projects/{id}', () => {
  it('shows the project: category pill, title, date, client, main image, sanitised description, up to 3 related, the call to action', async () => {
    serveApi({ '/v1/projects/5': detail() });
    open('5');
    const page = await screen.findByTestId('project-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waha Store');
    expect(screen.getByTestId('project-category').getAttribute('href')).toBe('/projects?category=web');
    expect(page.textContent).toContain('March 4, 2025');
    expect(page.textContent).toContain('Al Waha Dates');
    const main = screen.getByTestId('project-image');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('srcset')).toContain('480w');

    const description = screen.getByTestId('project-description');
    expect(description.querySelector('b')?.textContent).toBe('store');
    expect(description.querySelector('script')).toBeNull();
    expect(description.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(description.querySelector('a:not([href])')?.textContent).toBe('bad');
    const partner = within(description).getByText('partner');
    expect([partner.getAttribute('target'), partner.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect((window as { hacked?: number }).hacked).toBeUndefined();

    const related = within(screen.getByTestId('related-projects')).getAllByRole('link');
    expect(related.map((link) => link.getAttribute('href'))).toEqual(['/projects/6', '/projects/7', '/projects/8']);
    for (const button of within(screen.getByTestId('project-cta')).getAllByRole('link')) {
      expect(button.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+/);
      expect(button.getAttribute('target')).toBe('_blank');
      expect(button.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('opens the gallery’s image in the lightbox, goes through it and closes, giving the focus back', async () => {
    serveApi({ '/v1/projects/5': detail() });
    open('5');
    const items = await screen.findAllByTestId('gallery-item');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Open image 1 of 3: Gift box builder',
      'Open image 2 of 3: Checkout',
      'Open image 3 of 3',
    ]);
    expect(screen.getByTestId('project-gallery').textContent).toContain('3 images');
    items[1]!.focus();
    fireEvent.click(items[1]!);
    const lightbox = await screen.findByTestId('lightbox');
    expect(lightbox.getAttribute('aria-label')).toBe('Waha Store');
    expect(screen.getByTestId('lightbox-counter').textContent).toBe('2 / 3');
    expect(within(lightbox).getByText('Checkout')).toBeTruthy();
    fireEvent.keyDown(lightbox, { key: 'ArrowRight' });
    expect(screen.getByTestId('lightbox-counter').textContent).toBe('3 / 3');
    expect(screen.getByTestId('lightbox-image').getAttribute('alt')).toBe('Waha Store');
    fireEvent.click(screen.getByTestId('lightbox-close'));
    await waitFor(() => expect(screen.queryByTestId('lightbox')).toBeNull());
    // Focus returns in the viewer's effect cleanup, which may run after the dialog left the DOM.
    await waitFor(() => expect(document.activeElement).toBe(items[1]));
  });

  it('reads a project by its slug too, and shows the default year 2024 without a date', async () => {
    const api = serveApi({ '/v1/projects/waha-store': detail({ date: null, created_at: 'unknown', gallaries: [] }) });
    open('waha-store');
    const page = await screen.findByTestId('project-page');
    expect(page.textContent).toContain('2024');
    expect(screen.queryByTestId('project-gallery')).toBeNull();
    expect(api.asked).toEqual(['/v1/projects/waha-store']);
  });

  it('says Project Not Found for an unknown project, with a link back to /projects (in both languages)', async () => {
    serveApi({ '/v1/projects/999': notFound('Project not found') });
    open('999');
    const missing = await screen.findByTestId('project-not-found');
    expect(within(missing).getByRole('heading', { level: 1 }).textContent).toBe('Project Not Found');
    expect(missing.textContent).toContain("Sorry, we couldn't find the requested project");
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/projects');
    act(() => setLanguage('ar'));
    expect(await within(missing).findByText('المشروع غير موجود')).toBeTruthy();
  });

  it('shows any other failure with its message and a retry, with the loading state first', async () => {
    let fail = true;
    serveApi({ '/v1/projects/5': () => (fail ? { status: 403, body: { success: false, message: 'Forbidden' } } : detail()) });
    open('5');
    expect(await screen.findByTestId('project-loading')).toBeTruthy();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Failed to fetch project');
    expect(error.textContent).toContain('HTTP error! status: 403');
    fail = false;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await act(() => vi.advanceTimersByTimeAsync(1100));
    vi.useRealTimers();
    expect(await screen.findByTestId('project-page')).toBeTruthy();
  });
});
