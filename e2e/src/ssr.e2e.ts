import { describe, expect, it } from 'vitest';
import { openPage, waitForSite } from './testing/page';
import { useSiteAndBrowser } from './testing/suite';

/**
 * Every page's first screen comes from the server (docs/architecture.md#how-the-page-is-put-together):
 * its HTML holds the content in the visitor's language, JavaScript only makes it
 * live (hydration, with no mismatch and no request for what the page brought), unknown paths
 * answer 404, and each page says what it is in its head; /sitemap.xml lists them all.
 */
const env = useSiteAndBrowser();

interface ListReply<T> {
  data: { data: T[] };
}

async function api<T>(path: string): Promise<T> {
  return (await (await fetch(`${env.site.url}/api${path}`)).json()) as T;
}

async function page(path: string, headers: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const response = await fetch(`${env.site.url}${path}`, { headers });
  return { status: response.status, html: await response.text() };
}

/** One item of each kind, for routes with an id or a slug. */
async function itemPaths(): Promise<string[]> {
  const [projects, posts, designs] = await Promise.all([
    api<ListReply<{ id: number }>>('/v1/projects?per_page=50'),
    api<ListReply<{ slug: string }>>('/v1/blogs?per_page=50'),
    api<ListReply<{ slug: string }>>('/v1/social-media'),
  ]);
  return ['/services/1', `/projects/${projects.data.data[0]?.id}`, `/blog/${posts.data.data[0]?.slug}`, `/portfolio/${designs.data.data[0]?.slug}`];
}

const fixedPaths = [
  '/',
  '/about',
  '/services',
  '/projects',
  '/portfolio',
  '/blog',
  '/clients',
  '/contact',
  '/consultation',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
];

describe('the server HTML', () => {
  it('of / holds the hero headline and every service name, in Arabic for an Arabic browser and in English for ?lang=en', async () => {
    for (const [lang, headline, request] of [
      ['ar', 'نبني المنتجات الرقمية التي تنمو بها أعمالك', page('/', { 'accept-language': 'ar-EG,ar;q=0.9' })],
      ['en', 'We build the digital products your business grows on', page('/?lang=en', { 'accept-language': 'ar' })],
    ] as const) {
      const { status, html } = await request;
      expect(status).toBe(200);
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"`);
      expect(html).toContain(headline);
      const services = await api<ListReply<{ name: string }>>(`/v1/services?lang=${lang}`);
      expect(services.data.data.length).toBe(9);
      for (const { name } of services.data.data) expect(html, name).toContain(`>${name}</h3>`);
      // The CSP allows no inline style: the server's HTML has none.
      expect(html).not.toMatch(/<[^>]+\sstyle="/);
    }
  });

  it('answers 404 with the rendered not-found page for an unknown path', async () => {
    const { status, html } = await page('/no-such-page?lang=en');
    expect(status).toBe(404);
    expect(html).toContain('Page not found');
    expect(html).toContain('<title>Page not found | Nasaq</title>');
  });

  it('gives each route its head: title, description, canonical, hreflang, Open Graph; JSON-LD Organization on home', async () => {
    const seen = new Set<string>();
    for (const path of [...fixedPaths, ...(await itemPaths())]) {
      for (const lang of ['ar', 'en'] as const) {
        const { html } = await page(`${path}?lang=${lang}`);
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
        expect(title, path).not.toBe('');
        seen.add(`${lang} ${title}`);
        expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}">/);
        const canonical = new URL(/<link rel="canonical" href="([^"]+)">/.exec(html)?.[1] ?? '', env.site.url);
        expect(`${canonical.pathname}${canonical.search}`).toBe(`${path}?lang=${lang}`);
        for (const alternate of ['ar', 'en', 'x-default']) expect(html, `${path} ${alternate}`).toContain(`hreflang="${alternate}"`);
        expect(html).toContain(`<meta property="og:title" content="${title}">`);
        // The site's own Organization on home (an article names one too, as its publisher).
        expect(html.includes('{"@context":"https://schema.org","@type":"Organization"'), path).toBe(path === '/');
      }
    }
    // Titles differ by page and language (pages whose screen is still to come share their section's).
    expect(seen.size).toBeGreaterThanOrEqual(2 * 12);
  });
});

describe('in the browser', () => {
  it('with JavaScript off, the home page shows its services and its links work', async () => {
    const { context, page: tab } = await openPage(env.browser, { locale: 'en-US', javaScriptEnabled: false });
    await tab.goto(env.site.url);
    expect(await tab.getByTestId('service-card').count()).toBe(9);
    expect(await tab.locator('main h1').textContent()).toBe('We build the digital products your business grows on');
    await tab.getByTestId('service-card').first().getByRole('link').click();
    await tab.waitForURL(/\/services\/1$/);
    expect(await tab.locator('main h1').count()).toBe(1);
    // The language switch is a link: it works without JavaScript too.
    await tab.getByTestId('language-switcher').click();
    await tab.waitForURL(/lang=ar/);
    expect(await tab.locator('html').getAttribute('lang')).toBe('ar');
    await context.close();
  });

  // One test per language and theme: every route in two of them took most of one test's time
  // limit on a loaded machine.
  for (const [locale, dark] of [
    ['ar-EG', false],
    ['en-US', true],
    ['ar-EG', true],
    ['en-US', false],
  ] as const) {
    it(`${locale} ${dark ? 'dark' : 'light'}: hydrates every route with no mismatch, asking the API for nothing the page brought`, async () => {
      const paths = [...fixedPaths, ...(await itemPaths()), '/no-such-page'];
      const { context, page: tab, errors } = await openPage(env.browser, { locale });
      if (dark) await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      const asked: string[] = [];
      tab.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/v1/')) asked.push(request.url());
      });
      // Both themes on every route would double a slow test: the last two rounds take home only.
      for (const path of locale === 'ar-EG' && dark ? ['/'] : locale === 'en-US' && !dark ? ['/'] : paths) {
        await tab.goto(`${env.site.url}${path}`);
        await waitForSite(tab);
        // Hydration has run: the server's marks are gone from every slot it filled.
        await expect.poll(() => tab.locator('[data-ssr]').count(), { message: path }).toBe(0);
        expect(await tab.evaluate(() => document.documentElement.classList.contains('dark')), path).toBe(dark);
        // An attribute that differs at hydration is not reported by React: the theme's label shows it.
        const label = await tab.getByTestId('theme-toggle').getAttribute('aria-label');
        expect(label, path).toBe(
          locale === 'en-US' ? (dark ? 'Switch to light theme' : 'Switch to dark theme') : dark ? 'التبديل إلى الوضع الفاتح' : 'التبديل إلى الوضع الداكن',
        );
      }
      expect(asked, locale).toEqual([]);
      expect(
        errors.filter((text) => !text.includes('404 (Not Found)')),
        `${locale} ${dark ? 'dark' : 'light'}`,
      ).toEqual([]);
      await context.close();
    });
  }
});

describe('/sitemap.xml', () => {
  it('parses as XML and lists every route and item in both languages, and robots.txt names it', async () => {
    const response = await fetch(`${env.site.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const { context, page: tab } = await openPage(env.browser);
    const parsed = await tab.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        locs: [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map((node) => node.textContent ?? ''),
        lastmods: doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'lastmod').length,
      };
    }, xml);
    await context.close();
    expect(parsed.error).toBe(false);
    const paths = new Set(parsed.locs.map((loc) => new URL(loc).pathname));
    const [services, projects, posts, designs] = await Promise.all([
      api<ListReply<{ id: number }>>('/v1/services'),
      api<ListReply<{ id: number }>>('/v1/projects?per_page=50'),
      api<ListReply<{ slug: string }>>('/v1/blogs?per_page=50'),
      api<ListReply<{ slug: string }> & { data: { total: number } }>('/v1/social-media?per_page=50'),
    ]);
    const expected = [
      ...fixedPaths,
      ...services.data.data.map((item) => `/services/${item.id}`),
      ...projects.data.data.map((item) => `/projects/${item.id}`),
      ...posts.data.data.map((item) => `/blog/${item.slug}`),
      ...designs.data.data.map((item) => `/portfolio/${item.slug}`),
    ];
    expect([...paths].sort()).toEqual([...expected].sort());
    expect(parsed.locs).toHaveLength(expected.length * 2);
    expect(parsed.lastmods).toBe(expected.length * 2);
    for (const loc of parsed.locs) expect(loc).toMatch(/\?lang=(ar|en)$/);
    expect(await (await fetch(`${env.site.url}/robots.txt`)).text()).toContain(`Sitemap: ${env.site.url}/sitemap.xml`);
  });
});
