import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './testing/axe';
import { openPage, waitForSite } from './testing/page';
import { scrollTo } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

/**
 * Zero axe violations (WCAG 2.2 AA) on every screen of mf-pages and each of its states: in both
 * languages, both themes, on a phone and a laptop (each path in two of those combinations).
 */
const env = useSiteAndBrowser();

const settings = [
  { name: 'ar, light, 1280', locale: 'ar-EG', lang: 'ar', dark: false, viewport: { width: 1280, height: 900 } },
  { name: 'en, dark, 390', locale: 'en-US', lang: 'en', dark: true, viewport: { width: 390, height: 844 } },
] as const;

type Setting = (typeof settings)[number];

async function open(setting: Setting) {
  const opened = await openPage(env.browser, { locale: setting.locale, viewport: setting.viewport, reducedMotion: 'reduce' });
  if (setting.dark) await opened.context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  return opened;
}

/** Brings every block below the fold into view, so axe sees the page as a reader scrolling it does. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await scrollTo(page, y);
  await page.waitForLoadState('networkidle');
  await scrollTo(page, 0);
}

async function check(page: Page, label: string): Promise<void> {
  expect(await axeViolations(page), label).toEqual([]);
}

const paths = ['/', '/about', '/services', '/services/1', '/clients', '/contact', '/privacy-policy', '/terms-of-service', '/sitemap'];

describe('axe on every screen', () => {
  for (const setting of settings) {
    it(`in ${setting.name}`, async () => {
      const { context, page } = await open(setting);
      for (const path of paths) {
        await page.goto(`${env.site.url}${path}?lang=${setting.lang}`);
        await waitForSite(page);
        await scrollThrough(page);
        await check(page, `${path} ${setting.name}`);
      }
      await context.close();
    });
  }
});

describe('axe on each state', () => {
  it('loading, failed and fallback states', async () => {
    for (const setting of settings) {
      const { context, page } = await open(setting);
      const lang = setting.lang;

      // An unknown service: the not-found state.
      await page.goto(`${env.site.url}/services/99999?lang=${lang}`);
      await page.getByTestId('service-not-found').waitFor();
      await check(page, `service 404 ${setting.name}`);

      // From a page that brought none of their data: clients still loading (attempt 2 of 3), then
      // failed; services failed (the built-in ones); about loading.
      await page.goto(`${env.site.url}/privacy-policy?lang=${lang}`);
      await waitForSite(page);
      await page.route('**/api/v1/clients**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' }));
      await page.route('**/api/v1/services**', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' }));
      await page.evaluate(() => {
        window.history.pushState(null, '', '/clients');
      });
      await page.getByTestId('load-attempt').waitFor();
      await check(page, `clients attempt ${setting.name}`);
      await page
        .getByRole('alert')
        .filter({ has: page.getByRole('button') })
        .waitFor();
      await check(page, `clients failed ${setting.name}`);
      await page.evaluate(() => {
        window.history.pushState(null, '', '/services');
      });
      await page.getByTestId('services-fallback-note').waitFor({ timeout: 15_000 });
      await check(page, `services fallback ${setting.name}`);

      await page.route('**/api/v1/pages/about**', (route) => new Promise(() => void route));
      await page.evaluate(() => {
        window.history.pushState(null, '', '/about');
      });
      await page.getByTestId('page-loading').waitFor();
      await check(page, `about loading ${setting.name}`);

      // Home reached while its lower sections' data loads: their loading states.
      for (const api of ['projects', 'blogs']) await page.route(`**/api/v1/${api}**`, (route) => new Promise(() => void route));
      await page.evaluate(() => {
        window.history.pushState(null, '', '/');
      });
      await page.getByTestId('home-hero').waitFor();
      await scrollThrough(page);
      await page.getByTestId('home-projects-loading').waitFor({ state: 'attached' });
      await page.getByTestId('home-articles-loading').waitFor({ state: 'attached' });
      await check(page, `home loading ${setting.name}`);
      await context.close();
    }
  });
});
