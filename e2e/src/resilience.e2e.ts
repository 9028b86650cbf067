import { describe, expect, it } from 'vitest';
import { openPage, waitForSite } from './harness/page';
import { useSiteAndBrowser } from './harness/suite';

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
    await page.getByTestId('service-card').first().waitFor();
    expect(await page.getByTestId('section-fallback').count()).toBe(0);

    // The remote is back: going there again loads it.
    await page.unroute('**/mf-portfolio/**');
    await nav.getByRole('link', { name: 'Portfolio' }).click();
    await page.locator('#app-mf-portfolio h1').waitFor();
    expect(await page.getByTestId('section-fallback').count()).toBe(0);
    await context.close();
  });

  it('on a direct visit, the fallback retry button loads the remote once it is reachable', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    await page.route('**/mf-pages/**', (route) => route.abort('connectionrefused'));
    await page.goto(env.site.url);
    await page.getByTestId('section-fallback').waitFor();
    await page.getByTestId('site-header').waitFor();
    await page.unroute('**/mf-pages/**');
    await page.getByTestId('section-fallback').getByRole('button').click();
    await page.getByTestId('service-card').first().waitFor();
    await context.close();
  });
});

describe('a missing or malformed remote manifest', () => {
  for (const [name, reply] of [
    ['missing', { status: 404, body: 'Not found' }],
    ['malformed', { status: 200, body: '{"remotes": {"mf_shell": 42}}', contentType: 'application/json' }],
    ['not JSON', { status: 200, body: '<html>', contentType: 'application/json' }],
  ] as const) {
    it(`${name}: logs a clear console error and shows the error page, never a blank page`, async () => {
      const { context, page, errors } = await openPage(env.browser, { locale: 'ar-EG' });
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
