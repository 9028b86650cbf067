// @vitest-environment jsdom
import { blogQueries } from '@site/shared/request';
import { contentIcons } from '@site/shared/ui';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../common/reload-page';
import { serveApi } from '../testing/api';
import { json, pageReply, post } from '../testing/page-fixtures';
import LatestArticles from './LatestArticles';

vi.mock('../common/reload-page', () => ({ reloadPage: vi.fn() }));

const RECENT = '/v1/blogs/recent';

function show() {
  return render(
    <Suspense fallback={null}>
      <LatestArticles />
    </Suspense>,
  );
}

// The code the page's server preloads, loaded once (a first dynamic import can outlast findBy's wait).
beforeAll(() => Promise.all([contentIcons(), blogQueries()]));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

describe('home: the latest articles', () => {
  it('shows three: the first large, two beside it, each linking to its article, and a link to the blog', async () => {
    serveApi({ [RECENT]: () => json(pageReply([post(1, 'Arabic first'), post(2, 'E-invoicing'), post(3, 'Store checklist'), post(4, 'Not shown')])) }, 'ar');
    show();
    const featured = await screen.findByTestId('home-article-featured');
    const others = screen.getAllByTestId('home-article');
    expect(within(featured).getByRole('heading').textContent).toBe('Arabic first');
    expect(others.map((card) => within(card).getByRole('heading').textContent)).toEqual(['E-invoicing', 'Store checklist']);
    expect(screen.queryByText('Not shown')).toBeNull();
    expect(within(featured).getByRole('link').getAttribute('href')).toBe('/blog/post-1');
    expect(within(others[0]!).getByRole('link').getAttribute('href')).toBe('/blog/post-2');
    // The 'Featured' badge is the article's own (is_best), not its place.
    expect(within(featured).getByTestId('article-featured-badge').textContent).toBe('مميّز');
    expect(within(others[0]!).queryByTestId('article-featured-badge')).toBeNull();
    // 250 words: 2 minutes; the date in Arabic with Latin digits.
    expect(featured.textContent).toContain('دقيقتان');
    expect(featured.textContent).toContain('12 أكتوبر 2026');
    expect(screen.getByTestId('home-articles-all').getAttribute('href')).toBe('/blog');
  });

  it('says so when there are none', async () => {
    serveApi({ [RECENT]: () => json(pageReply([])) });
    show();
    expect((await screen.findByTestId('home-articles-empty')).textContent).toBe('No articles available');
  });

  it('shows its loading state, then the error whose retry reloads the page', async () => {
    let fail: () => void = () => undefined;
    serveApi({ [RECENT]: () => new Promise<Response>((resolve) => (fail = () => resolve(json({ success: false }, 404)))) });
    show();
    expect(await screen.findByTestId('home-articles-loading')).toBeTruthy();
    await act(async () => fail());
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Failed to load blog posts');
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
