import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './testing/axe';
import { mountBlock } from './testing/blocks';
import { openPage, waitForSite } from './testing/page';
import { languages } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

/**
 * The design portfolio (docs/portfolio.md): the list's paging, the gallery's paging and
 * lightbox, broken images, the not-found state and the home teaser. Axe on each screen and
 * state is portfolio-a11y.e2e.ts's (a file each: together they ran past 90 s on CI's 2 cores).
 */
const env = useSiteAndBrowser();

/** A project with 31 images (content/portfolio): 9, 18, 27, 31. */
const BIG = 'nile-health-awareness';

/** Records the API calls a page makes from now on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

/**
 * The screen is live: its slot hydrated and the code its screen waits for (the endpoint group)
 * loaded. Until then a click on the server's HTML does nothing.
 */
async function hydrated(page: Page): Promise<void> {
  await expect.poll(() => page.locator('[data-ssr]').count()).toBe(0);
  await page.waitForLoadState('networkidle');
}

describe('the portfolio list', () => {
  for (const { lang, locale } of languages) {
    it(`${lang}: 6 cards from the page, 'Load more' adds the rest without asking the API, and a card opens its project`, async () => {
      const { context, page, errors } = await openPage(env.browser, { locale });
      const calls = apiCalls(page);
      await page.goto(`${env.site.url}/portfolio?lang=${lang}`);
      await waitForSite(page);
      await hydrated(page);
      const cards = page.getByTestId('portfolio-card');
      expect(await cards.count()).toBe(6);
      await page.getByTestId('portfolio-load-more').click();
      await expect.poll(() => cards.count()).toBe(8);
      expect(await page.getByTestId('portfolio-load-more').count()).toBe(0);
      // Page 2 came with the page (the probe): nothing was asked for.
      expect(calls).toEqual([]);

      const link = cards.nth(1).getByTestId('portfolio-card-link');
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^/portfolio/[a-z0-9-]+\\?lang=${lang}$`));
      const title = await cards.nth(1).locator('h2').textContent();
      await link.click();
      await page.waitForURL(`${env.site.url}${href}`);
      await expect.poll(() => page.locator('main h1').textContent()).toBe(title);
      // The document's title follows the project once its data is there.
      await expect.poll(() => page.title()).toContain(title ?? '');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('a portfolio project', () => {
  for (const { lang, locale } of languages) {
    it(`${lang}: the gallery loads 9 images at a time, saying how many of how many are shown`, async () => {
      const { context, page, errors } = await openPage(env.browser, { locale });
      const calls = apiCalls(page);
      await page.goto(`${env.site.url}/portfolio/${BIG}?lang=${lang}`);
      await waitForSite(page);
      await hydrated(page);
      const images = page.getByTestId('gallery-open');
      const showing = page.getByTestId('gallery-showing');
      const expected = (shown: number) => (lang === 'en' ? `Showing ${shown} of 31 images` : `عرض ${shown} من 31 صورة`);
      expect(await images.count()).toBe(9);
      expect(await showing.textContent()).toBe(expected(9));
      expect(calls).toEqual([]);
      for (const shown of [18, 27, 31]) {
        await page.getByTestId('gallery-load-more').click();
        await expect.poll(() => showing.textContent()).toBe(expected(shown));
        expect(await images.count()).toBe(shown);
      }
      expect(await page.getByTestId('gallery-load-more').count()).toBe(0);
      expect(calls).toEqual([2, 3, 4].map((n) => `/api/v1/social-media/slug/${BIG}?gallery_page=${n}&per_page=9&lang=${lang}`));
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${lang}: an image opens the lightbox; the arrow keys follow the reading direction, focus stays inside, Escape closes and returns focus`, async () => {
      const { context, page, errors } = await openPage(env.browser, { locale });
      await page.goto(`${env.site.url}/portfolio/${BIG}?lang=${lang}`);
      await waitForSite(page);
      await hydrated(page);
      const opener = page.getByTestId('gallery-open').nth(1);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId('lightbox');
      await dialog.waitFor();
      // The viewer's keys are the dialog's own: wait until it has taken focus (an effect once its chunk rendered).
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="lightbox"]')))).toBe(true);
      const counter = page.getByTestId('lightbox-counter');
      expect(await counter.textContent()).toBe('2 / 9');
      const [forward, back] = lang === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
      await page.keyboard.press(forward);
      expect(await counter.textContent()).toBe('3 / 9');
      await page.keyboard.press(back);
      await page.keyboard.press(back);
      expect(await counter.textContent()).toBe('1 / 9');
      // At the first image, back stays there.
      await page.keyboard.press(back);
      expect(await counter.textContent()).toBe('1 / 9');
      // The page behind is inert: Tab never leaves the dialog.
      for (let tab = 0; tab < 6; tab += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="lightbox"]')))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      // Focus returns in the viewer's effect cleanup, which may run after the dialog left the DOM.
      await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('falls back to the placeholder image when an image is broken, also one that failed before the page was hydrated', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    // Every width of the hero image (first on the page, failing at once) and of the second gallery image.
    await page.route(/\/api\/media\/portfolio-nile-health-awareness(-2)?\.[0-9a-f]+\.\d+\.webp$/, (route) => route.abort());
    await page.goto(`${env.site.url}/portfolio/${BIG}?lang=en`);
    await waitForSite(page);
    const hero = page.getByTestId('portfolio-hero').locator('img[alt="Nile Pharmacies Health Awareness Series"]');
    await expect.poll(() => hero.getAttribute('data-fallback')).toBe('true');
    expect(await hero.getAttribute('src')).toMatch(/^\/api\/placeholder\/\d+\/\d+$/);
    expect(await hero.getAttribute('srcset')).toBeNull();
    const second = page.getByTestId('gallery-open').nth(1).locator('img:not([aria-hidden])');
    await second.scrollIntoViewIfNeeded();
    await expect.poll(() => second.getAttribute('data-fallback')).toBe('true');
    // The placeholder is drawn: a real image, not a broken one.
    await expect.poll(() => second.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await context.close();
  });

  for (const { lang, locale } of languages) {
    it(`${lang}: an unknown project answers 404 with 'Project Not Found' and a link back to the portfolio`, async () => {
      const { context, page, errors } = await openPage(env.browser, { locale });
      const response = await page.goto(`${env.site.url}/portfolio/no-such-design?lang=${lang}`);
      expect(response?.status()).toBe(404);
      const state = page.getByTestId('portfolio-not-found');
      await state.waitFor();
      expect(await state.locator('h1').textContent()).toBe(lang === 'en' ? 'Project Not Found' : 'المشروع غير موجود');
      await expect.poll(() => page.locator('[data-ssr]').count()).toBe(0);
      await page.getByTestId('portfolio-not-found-back').click();
      await page.waitForURL(`${env.site.url}/portfolio?lang=${lang}`);
      await page.getByTestId('portfolio-card').first().waitFor();
      expect(errors.filter((text) => !text.includes('404 (Not Found)'))).toEqual([]);
      await context.close();
    });
  }
});

describe('the home teaser (mf_portfolio/teaser)', () => {
  it('mounted in a page: the first 6 designs, styled, linking to their pages, with no axe violations', async () => {
    const { context, page, errors } = await openPage(env.browser, { locale: 'ar-EG' });
    await page.goto(`${env.site.url}/?lang=ar`);
    await waitForSite(page);
    await page.waitForLoadState('networkidle');
    await mountBlock(page, 'mf_portfolio/teaser', {}, '[data-testid="portfolio-card"]');
    const cards = page.getByTestId('block-harness').getByTestId('portfolio-card');
    expect(await cards.count()).toBe(6);
    expect(await cards.first().locator('h3').count()).toBe(1);
    expect(await cards.first().getByTestId('portfolio-card-link').getAttribute('href')).toMatch(/^\/portfolio\/[a-z0-9-]+\?lang=ar$/);
    // Its own stylesheet came with its code.
    await expect
      .poll(() =>
        cards
          .first()
          .locator('.aspect-\\[4\\/3\\]')
          .evaluate((box) => getComputedStyle(box).aspectRatio),
      )
      .toBe('4 / 3');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in the server HTML of /, with the first 6 designs, styled, and hydrated near the viewport asking the API for nothing', async () => {
    const html = await (await fetch(`${env.site.url}/?lang=en`)).text();
    expect(html).toContain('data-block="mf_portfolio/teaser"');
    expect(html.split('data-testid="portfolio-card"')).toHaveLength(7);
    // Its stylesheet comes with the page.
    expect(html).toMatch(/<link rel="stylesheet" href="\/mf-portfolio\/[^"]+\.css"/);

    const { context, page, errors } = await openPage(env.browser, { locale: 'en-US' });
    const calls = apiCalls(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/mf-portfolio/')) scripts.push(request.url());
    });
    await page.goto(`${env.site.url}/?lang=en`);
    await waitForSite(page);
    await page.waitForLoadState('networkidle');
    const teaser = page.locator('[data-block="mf_portfolio/teaser"]');
    // Its aspect box is styled before its code loads.
    expect(
      await teaser
        .getByTestId('portfolio-card')
        .first()
        .locator('.aspect-\\[4\\/3\\]')
        .evaluate((box) => getComputedStyle(box).aspectRatio),
    ).toBe('4 / 3');
    expect(scripts.filter((url) => url.endsWith('.js'))).toEqual([]);
    await teaser.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await teaser.getByTestId('portfolio-card').count()).toBe(6);
    await teaser.getByTestId('portfolio-card-link').first().click();
    await page.waitForURL(/\/portfolio\/[a-z0-9-]+\?lang=en$/);
    await page.getByTestId('portfolio-hero').waitFor();
    expect(calls.filter((call) => call.startsWith('/api/v1/social-media?'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
