import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { htmlAttributes, nextFrames, openPage, waitForSite } from './testing/page';
import { languages, scrollTo, scrollY, viewports } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

const env = useSiteAndBrowser();

function headerState(page: Page) {
  return page.getByTestId('site-header').evaluate((header) => ({
    scrolled: header.dataset['scrolled'],
    navHidden: header.dataset['navHidden'],
    background: getComputedStyle(header).backgroundColor,
  }));
}

const transparent = 'rgba(0, 0, 0, 0)';

describe('header', () => {
  for (const viewport of viewports) {
    for (const { lang, locale } of languages) {
      it(`${viewport.name} ${lang}: transparent at the top and up to 50 px, opaque beyond`, async () => {
        const { context, page } = await openPage(env.browser, { locale, viewport });
        await page.goto(env.site.url);
        await waitForSite(page);
        await page.getByTestId('service-card').first().waitFor();
        expect(await headerState(page)).toMatchObject({ scrolled: 'false', background: transparent });
        await scrollTo(page, 50);
        expect(await scrollY(page)).toBe(50);
        expect(await headerState(page)).toMatchObject({ scrolled: 'false', background: transparent });
        await scrollTo(page, 51);
        await expect.poll(() => headerState(page)).toMatchObject({ scrolled: 'true' });
        // The background eases in (a CSS transition), so its first frame may still be transparent.
        await expect.poll(async () => (await headerState(page)).background).not.toBe(transparent);
        await scrollTo(page, 0);
        await expect.poll(async () => (await headerState(page)).scrolled).toBe('false');
        await context.close();
      });

      it(`${viewport.name} ${lang}: on a portfolio detail page the navigation waits until the scroll passes 50 px`, async () => {
        const { context, page } = await openPage(env.browser, { locale, viewport });
        await page.goto(`${env.site.url}/portfolio/some-project`);
        await page.getByTestId('site-header').waitFor();
        await page.locator('#app-mf-portfolio *').first().waitFor();
        const navigation = viewport.width >= 1024 ? page.getByTestId('desktop-nav') : page.getByTestId('menu-toggle');
        expect(await headerState(page)).toMatchObject({ navHidden: 'true' });
        expect(await navigation.isVisible()).toBe(false);
        await page.evaluate(() => (document.body.style.minHeight = '300vh')); // room to scroll whatever the page shows
        await scrollTo(page, 120);
        await expect.poll(() => navigation.isVisible()).toBe(true);
        expect(await headerState(page)).toMatchObject({ navHidden: 'false' });

        // Not on the portfolio list.
        await page.goto(`${env.site.url}/portfolio`);
        await page.getByTestId('site-header').waitFor();
        expect(await headerState(page)).toMatchObject({ navHidden: 'false' });
        expect(await navigation.isVisible()).toBe(true);
        await context.close();
      });
    }
  }

  it('marks the current link, and the start-project button opens the chat in a new tab', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    await page.goto(`${env.site.url}/services`);
    await page.getByTestId('site-header').waitFor();
    const current = page.getByTestId('desktop-nav').locator('[aria-current="page"]');
    expect(await current.allTextContents()).toEqual(['Services']);
    const start = page.getByTestId('start-project');
    expect(await start.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(await start.getAttribute('target')).toBe('_blank');
    await context.close();
  });
});

describe('mobile menu', () => {
  for (const { lang, locale } of languages) {
    it(`${lang}: opens with aria-expanded and focus inside; closes on Escape, outside click and link click, focus back on the toggle`, async () => {
      const { context, page } = await openPage(env.browser, { locale, viewport: viewports[0] });
      await page.goto(env.site.url);
      await waitForSite(page);
      const toggle = page.getByTestId('menu-toggle');
      const menu = page.getByTestId('mobile-menu');
      const focusInMenu = () => menu.evaluate((element) => element.contains(document.activeElement));
      const focusOnToggle = () => toggle.evaluate((element) => element === document.activeElement);

      expect(await page.getByTestId('desktop-nav').isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await menu.isVisible()).toBe(true);
      expect(await focusInMenu()).toBe(true);
      expect(await menu.locator('ul').getByRole('link').count()).toBe(8);

      await page.keyboard.press('Escape');
      expect(await menu.isVisible()).toBe(false);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await focusOnToggle()).toBe(true);

      // Keyboard: Enter opens it and Tab walks its links.
      await page.keyboard.press('Enter');
      expect(await menu.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusInMenu()).toBe(true);

      // A click outside closes it.
      await page.mouse.click(195, 820);
      expect(await menu.isVisible()).toBe(false);

      // A link click navigates and closes it, focus back on the toggle.
      await toggle.click();
      const services = lang === 'ar' ? 'خدماتنا' : 'Services';
      await menu.getByRole('link', { name: services }).click();
      await page.waitForURL(/\/services/);
      expect(await menu.isVisible()).toBe(false);
      expect(await focusOnToggle()).toBe(true);
      await context.close();
    });
  }
});

describe('theme and language toggles', () => {
  for (const viewport of viewports) {
    it(`${viewport.name}: switch the theme and the language of the whole page`, async () => {
      const { context, page, errors } = await openPage(env.browser, { locale: 'ar-EG', viewport });
      await page.goto(env.site.url);
      await waitForSite(page);
      expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl', dark: false });
      await page.getByTestId('theme-toggle').click();
      await expect.poll(() => htmlAttributes(page)).toMatchObject({ dark: true });
      expect(await page.getByTestId('theme-toggle').getAttribute('aria-label')).toBe('التبديل إلى الوضع الفاتح');
      await page.getByTestId('language-switcher').click();
      await expect.poll(() => htmlAttributes(page)).toEqual({ lang: 'en', dir: 'ltr', dark: true });
      expect(await page.getByTestId('language-switcher').textContent()).toContain('العربية');
      expect(await page.getByTestId('brand-link').getAttribute('href')).toBe('/?lang=en');
      await page.getByTestId('theme-toggle').click();
      await expect.poll(() => htmlAttributes(page)).toEqual({ lang: 'en', dir: 'ltr', dark: false });
      expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
      await context.close();
    });
  }
});

describe('scroll on navigation', () => {
  for (const viewport of viewports) {
    it(`${viewport.name}: jumps to the top on a new path or query, not on a hash change or a language switch`, async () => {
      const { context, page } = await openPage(env.browser, { locale: 'en-US', viewport });
      await page.goto(env.site.url);
      await waitForSite(page);
      await page.getByTestId('service-card').first().waitFor();

      // Room to scroll on every page, whatever its content (the body keeps it across navigations).
      await page.evaluate(() => (document.body.style.minHeight = '400vh'));
      await scrollTo(page, 100_000);
      expect(await scrollY(page)).toBeGreaterThan(1000);
      await page.getByTestId('site-footer').getByRole('link', { name: 'Privacy Policy' }).click();
      await page.waitForURL(/\/privacy-policy$/);
      await expect.poll(() => scrollY(page)).toBe(0);

      // The query string alone: to the top as well.
      await scrollTo(page, 700);
      await page.evaluate(() => window.history.pushState(null, '', '/privacy-policy?ref=test'));
      await expect.poll(() => scrollY(page)).toBe(0);

      // The hash alone: stays.
      await scrollTo(page, 700);
      await page.evaluate(() => (window.location.hash = 'nowhere'));
      await page.waitForTimeout(200);
      expect(await scrollY(page)).toBe(700);

      // A language switch rewrites ?lang= in place: stays too.
      await page.evaluate(() => window.history.replaceState(null, '', '/privacy-policy?ref=test&lang=en#nowhere'));
      await page.getByTestId('language-switcher').click();
      await expect.poll(() => page.evaluate(() => window.location.search)).toBe('?ref=test&lang=ar');
      // Texts and direction change in one frame: wait for it, then for the layout after it.
      await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await nextFrames(page);
      // The page's text in the other language lays out to other heights, and the browser keeps the
      // reader's place (scroll anchoring): near where it was, not at the top.
      expect(Math.abs((await scrollY(page)) - 700)).toBeLessThan(150);
      await context.close();
    });
  }

  it('a link to /#services from another page reaches that section', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    await page.goto(`${env.site.url}/about`);
    await waitForSite(page);
    await page.evaluate(() => window.history.pushState(null, '', '/#services'));
    await page.locator('#services').waitFor();
    // At the top of the viewport, below the fixed header (html scroll-padding-top plus the section's own margin).
    await expect.poll(() => page.locator('#services').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(250);
    expect(await page.locator('#services').evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(72);
    expect(await scrollY(page)).toBeGreaterThan(0);
    await context.close();
  });
});
