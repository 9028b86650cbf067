import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, waitForSite } from './testing/page';
import { repoRoot } from './testing/server';
import { useSiteAndBrowser } from './testing/suite';

const env = useSiteAndBrowser();

describe('a remote that cannot be loaded', () => {
  it('shows a bilingual fallback in its place, keeps the shell working, and loads when back', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'ar-EG' });
    await page.goto(env.site.url);
    await waitForSite(page);

    await page.route('**/mf-portfolio/**', (route) => route.abort('internetdisconnected'));
    const nav = page.locator('header nav').first();
    await nav.getByRole('link', { name: 'معرض التصاميم' }).click();
    const fallback = page.getByTestId('section-fallback');
    await fallback.waitFor();
    expect(await fallback.textContent()).toContain('تعذّر تحميل هذا القسم');
    await page.getByTestId('language-switcher').click();
    await expect.poll(() => fallback.textContent()).toContain('This section could not be loaded');

    // The shell still works: navigate home through it.
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.getByTestId('home-hero').waitFor();
    expect(await page.getByTestId('section-fallback').count()).toBe(0);

    // The remote is back: going there again loads it.
    await page.unroute('**/mf-portfolio/**');
    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await page.locator('#app-mf-portfolio h1').waitFor();
    expect(await page.getByTestId('section-fallback').count()).toBe(0);
    await context.close();
  });

  it("on a direct visit, the server's HTML of a section whose code cannot load stays readable and its links work; the rest is live", async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    await page.route('**/mf-pages/**', (route) => route.abort('connectionrefused'));
    await page.goto(env.site.url);
    await page.getByTestId('service-card').first().waitFor();
    // The shell hydrated: its theme switch works.
    await page.locator('#shell-header[data-live]').waitFor({ state: 'attached' });
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.getByTestId('section-fallback').count()).toBe(0);
    expect(await page.getByTestId('service-card').count()).toBe(9);
    // A link of the section not made live is an ordinary link: the server answers the next page.
    await page.unroute('**/mf-pages/**');
    await page.getByTestId('service-card').first().getByRole('link').click();
    await page.waitForURL(/\/services\/\d+$/);
    await page.locator('#app-mf-pages h1').waitFor();
    await context.close();
  });

  it('the fallback retry button loads the remote once it is reachable', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    await page.goto(`${env.site.url}/portfolio`);
    await waitForSite(page);
    await page.route('**/mf-pages/**', (route) => route.abort('connectionrefused'));
    await page.locator('header nav').first().getByRole('link', { name: 'Home' }).click();
    await page.getByTestId('section-fallback').waitFor();
    await page.unroute('**/mf-pages/**');
    await page.getByTestId('section-fallback').getByRole('button').click();
    await page.getByTestId('home-hero').waitFor();
    await context.close();
  });
});

/**
 * The page as the server answers it when it could not render it: the built index.html itself
 * (api/src/site/index-page.ts, here without its preload hints), with no page data and empty
 * slots, under the server's own headers (its CSP hashes the same inline scripts). The browser
 * then reads remotes.json itself, and must cope with what it finds.
 */
async function serveUnrenderedPage(page: Page): Promise<void> {
  const plain = readFileSync(path.join(repoRoot, 'dist', 'root-config', 'index.html'), 'utf8');
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: plain });
    },
  );
}

describe('a page the server could not render', () => {
  it('is rendered by the browser alone: with nothing to paint first, its scripts start once it is parsed', async () => {
    const { context, page, errors } = await openPage(env.browser, { locale: 'ar-EG' });
    await serveUnrenderedPage(page);
    await page.goto(env.site.url);
    await waitForSite(page);
    await page.getByTestId('home-hero').waitFor();
    expect(await page.locator('main h1').first().textContent()).toBe('نبني المنتجات الرقمية التي تنمو بها أعمالك');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a missing or malformed remote manifest, on a page the server could not render', () => {
  for (const [name, reply] of [
    ['missing', { status: 404, body: 'Not found' }],
    ['malformed', { status: 200, body: '{"remotes": {"mf_shell": 42}}', contentType: 'application/json' }],
    ['not JSON', { status: 200, body: '<html>', contentType: 'application/json' }],
  ] as const) {
    it(`${name}: logs a clear console error and shows the error page, never a blank page`, async () => {
      const { context, page, errors } = await openPage(env.browser, { locale: 'ar-EG' });
      await serveUnrenderedPage(page);
      await page.route('**/remotes.json', (route) => route.fulfill(reply));
      await page.goto(env.site.url);
      const errorPage = page.getByTestId('startup-error');
      await errorPage.waitFor();
      expect(await errorPage.locator('h1').textContent()).toBe('حدث خطأ غير متوقع');
      expect(errors.some((text) => text.includes('remote manifest could not be loaded'))).toBe(true);
      await context.close();
    });
  }
});
