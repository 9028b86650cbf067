// @vitest-environment jsdom
import { blogQueries, resetRequestClient, type BlogPostView } from '@site/shared/request';
import { contentIcons } from '@site/shared/ui';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notFound, post, serveApi } from '../testing/fixtures';
import ArticlePage from './ArticlePage';
import { COPIED_NOTE_MS } from './ShareButton';

const hostile = [
  '<h2>Safe heading</h2><p>Kept <strong>text</strong>.</p>',
  '<script>window.pwned = "script"</script>',
  '<img src="x" onerror="window.pwned = \'img\'">',
  '<a href="javascript:window.pwned=\'link\'">click</a>',
  '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"></form>',
  '<p style="position:fixed" onmouseover="window.pwned=\'hover\'">styled</p>',
].join('');

function article(extra: Record<string, unknown> = {}) {
  return {
    success: true,
    data: {
      blog: post(1, { slug: 'arabic-first', name: 'Arabic first', quote: 'Written for them.', content: `${hostile}<p>${'word '.repeat(600)}</p>`, ...extra }),
      related_blogs: [post(2), post(3), post(4)],
    },
  };
}

function open(slug: string) {
  window.history.replaceState(null, '', `/blog/${slug}`);
  return render(
    <Suspense fallback={<p>suspended</p>}>
      <ArticlePage params={{ slug }} />
    </Suspense>,
  );
}

let api: Awaited<ReturnType<typeof blogQueries>>;
beforeAll(async () => {
  [api] = await Promise.all([blogQueries(), contentIcons()]);
});
beforeEach(() => {
  setLanguage('en');
  resetRequestClient();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  api.forgetLoadedBlogPosts();
  delete (window as { pwned?: string }).pwned;
});

describe('/blog/{slug}', () => {
  it('shows the article: back link, category, Featured, name, description, date, reading time from its words, quote, body, related articles', async () => {
    serveApi({ '/v1/blogs/slug/arabic-first': article() });
    open('arabic-first');
    const page = await screen.findByTestId('article-page');
    expect(screen.getByTestId('back-to-blog').getAttribute('href')).toBe('/blog');
    expect(screen.getByTestId('article-category').getAttribute('href')).toBe('/blog?category=web');
    expect(screen.getByTestId('featured-badge').textContent).toBe('Featured');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Arabic first');
    expect(page.textContent).toContain('About post 1');
    expect(page.textContent).toContain('February 10, 2025');
    // 606 words of content / 200, rounded up: 4 minutes (not the seed's fixed '5 minutes'), and no placeholder author.
    expect(screen.getByTestId('reading-time').textContent).toBe('4 minutes');
    expect(screen.queryByTestId('article-author')).toBeNull();
    expect(page.textContent).not.toContain('writer');
    expect(screen.getByTestId('article-quote').textContent).toBe('Written for them.');
    expect(screen.getByTestId('article-image').getAttribute('fetchpriority')).toBe('high');
    const related = within(screen.getByTestId('related-articles'));
    expect(related.getByRole('heading', { level: 2 }).textContent).toBe('Related Articles');
    expect(related.getAllByTestId('read-article').map((link) => link.getAttribute('href'))).toEqual(['/blog/post-2', '/blog/post-3', '/blog/post-4']);
  });

  it('renders the body’s HTML with nothing of the hostile parts left or run', async () => {
    serveApi({ '/v1/blogs/slug/arabic-first': article() });
    open('arabic-first');
    const body = await screen.findByTestId('article-body');
    expect(body.querySelector('h2')?.textContent).toBe('Safe heading');
    expect(body.querySelector('strong')?.textContent).toBe('text');
    expect(body.querySelector('script, iframe, form, input, [style], [onerror], [onmouseover], [href^="javascript"]')).toBeNull();
    expect(body.innerHTML).not.toMatch(/pwned|javascript:|evil\.example/);
    fireEvent.mouseOver(within(body).getByText('styled'));
    expect((window as { pwned?: string }).pwned).toBeUndefined();
  });

  it('names the author where the content has one', async () => {
    serveApi({ '/v1/blogs/slug/arabic-first': article({ author: 'Layla Hassan' }) });
    open('arabic-first');
    expect((await screen.findByTestId('article-author')).textContent).toBe('By Layla Hassan');
  });

  it('finds the article in the list already loaded, asking nothing', async () => {
    const { fetchMock } = serveApi({});
    const view = (id: number, slug: string, category: string): BlogPostView =>
      api.toBlogPostView(post(id, { slug, category: { slug: category, name: category } }), 'en');
    api.rememberBlogPosts('en', [view(1, 'first', 'web'), view(2, 'second', 'design'), view(3, 'third', 'web')]);
    open('first');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Post 1');
    expect(
      within(screen.getByTestId('related-articles'))
        .getAllByTestId('read-article')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/blog/third', '/blog/second']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says Article not found for an unknown slug, with a link back to /blog', async () => {
    serveApi({ '/v1/blogs/slug/nope': notFound('Blog post not found') });
    open('nope');
    const missing = await screen.findByTestId('article-not-found');
    expect(within(missing).getByRole('heading', { level: 1 }).textContent).toBe('Article not found');
    expect(within(missing).getByRole('link').getAttribute('href')).toBe('/blog');
  });

  it('shows the spinner, then Error loading article with the message, a retry and the link back', async () => {
    serveApi({ '/v1/blogs/slug/arabic-first': { status: 403, body: { success: false, message: 'Forbidden' } } });
    open('arabic-first');
    expect(await screen.findByTestId('article-loading')).toBeTruthy();
    const error = await screen.findByTestId('article-error');
    expect(within(error).getByRole('heading', { level: 1 }).textContent).toBe('Error loading article');
    expect(error.textContent).toContain('HTTP error! status: 403');
    expect(within(error).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(within(error).getByRole('link').getAttribute('href')).toBe('/blog');
  });
});

describe('Share', () => {
  async function shareButton() {
    serveApi({ '/v1/blogs/slug/arabic-first': article() });
    open('arabic-first');
    return screen.findByTestId('share-button');
  }

  it('opens the system’s share sheet where the browser has one', async () => {
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share, canShare: () => true });
    fireEvent.click(await shareButton());
    await vi.waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Arabic first', text: 'About post 1', url: 'http://localhost:3000/blog/arabic-first' }));
    expect(screen.getByTestId('share-note').textContent).toBe('');
  });

  it('else copies the link and says so for 3 s', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    const button = await shareButton();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/blog/arabic-first');
    expect(screen.getByTestId('share-note').textContent).toBe('Link copied');
    await act(() => vi.advanceTimersByTimeAsync(COPIED_NOTE_MS));
    expect(screen.getByTestId('share-note').textContent).toBe('');
  });

  it('shows the link to copy by hand when the clipboard is refused too, and does nothing when the sheet is closed', async () => {
    const writeText = vi.fn(async () => Promise.reject(new Error('denied')));
    vi.stubGlobal('navigator', { ...navigator, share: vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))), clipboard: { writeText } });
    const button = await shareButton();
    await act(async () => fireEvent.click(button));
    expect(writeText).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await act(async () => fireEvent.click(button));
    const field = await screen.findByTestId('share-url');
    expect((field as HTMLInputElement).value).toBe('http://localhost:3000/blog/arabic-first');
    expect(field.closest('label')?.textContent).toContain('Copy this link to share the article');
  });
});
