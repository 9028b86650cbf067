import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { launchPersistent } from './testing/browser';
import { htmlAttributes, openPage, waitForSite } from './testing/page';
import { useSiteAndBrowser } from './testing/suite';

const env = useSiteAndBrowser();

describe('language', () => {
  it('is Arabic, right to left, for an Arabic browser and for one with neither language', async () => {
    for (const locale of ['ar-EG', 'fr-FR']) {
      const { context, page, errors } = await openPage(env.browser, { locale });
      await page.goto(env.site.url);
      await waitForSite(page);
      expect(await htmlAttributes(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
      expect(await page.locator('main h1').first().textContent()).toBe('نبني المنتجات الرقمية التي تنمو بها أعمالك');
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('is English, left to right, for an English browser', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    await page.goto(env.site.url);
    await waitForSite(page);
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(await page.locator('main h1').first().textContent()).toBe('We build the digital products your business grows on');
    await context.close();
  });

  it('obeys ?lang=en in an Arabic browser', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'ar-EG' });
    await page.goto(`${env.site.url}/?lang=en`);
    await waitForSite(page);
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
    await context.close();
  });

  it('applies the language before first paint: the served HTML already runs the boot script', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US', javaScriptEnabled: true });
    // Block every bundle: only the inline boot script can set lang/dir now.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(env.site.url);
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
    await context.close();
  });

  it('keeps the chosen language across reloads in one session, and a new session detects again', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'ar-EG' });
    await page.goto(env.site.url);
    await waitForSite(page);
    await page.getByTestId('language-switcher').click();
    await expect.poll(() => htmlAttributes(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
    await page.reload();
    await waitForSite(page);
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(await page.evaluate(() => sessionStorage.getItem('language'))).toBe('en');
    await context.close();

    const fresh = await openPage(env.browser, { locale: 'ar-EG' });
    await fresh.page.goto(env.site.url);
    await waitForSite(fresh.page);
    expect(await htmlAttributes(fresh.page)).toMatchObject({ lang: 'ar' });
    await fresh.context.close();
  });

  it('a switch on a page opened with ?lang= survives a reload', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'ar-EG' });
    await page.goto(`${env.site.url}/?lang=en`);
    await waitForSite(page);
    await page.getByTestId('language-switcher').click();
    await expect.poll(() => page.evaluate(() => window.location.search)).toBe('?lang=ar');
    await page.reload();
    await waitForSite(page);
    expect(await htmlAttributes(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    await context.close();
  });
});

describe('theme', () => {
  it('is light by default and keeps a dark choice across reloads and browser restarts', async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'site-profile-'));
    try {
      let context = await launchPersistent(profile, { locale: 'ar-EG' });
      let page = context.pages()[0] ?? (await context.newPage());
      await page.goto(env.site.url);
      await waitForSite(page);
      expect(await htmlAttributes(page)).toMatchObject({ dark: false });
      await page.getByTestId('theme-toggle').click();
      await expect.poll(() => htmlAttributes(page)).toMatchObject({ dark: true });
      await page.reload();
      await waitForSite(page);
      expect(await htmlAttributes(page)).toMatchObject({ dark: true });
      await context.close();

      context = await launchPersistent(profile, { locale: 'ar-EG' });
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto(env.site.url);
      await waitForSite(page);
      expect(await htmlAttributes(page)).toMatchObject({ dark: true });
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
