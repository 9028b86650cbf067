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

/** The web app manifest as Chromium read it (`Page.getAppManifest`), and what keeps the page from being installed. */
interface AppManifest {
  id: string;
  lang: string;
  dir: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  screenshots: { src: string; sizes: string; form_factor: string }[];
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[];
}

describe('the installable app (docs/installable-app.md)', () => {
  it('links a manifest in each language with every field, icons at their sizes, and Chromium finds nothing keeping it from being installed', async () => {
    // A profile of its own: Chromium installs nothing from an incognito session (what `newContext` makes).
    const profile = mkdtempSync(path.join(tmpdir(), 'site-profile-'));
    const context = await launchPersistent(profile, { locale: 'ar-EG' });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    const ids = new Set<string>();
    for (const lang of ['ar', 'en'] as const) {
      await page.goto(`${env.site.url}/?lang=${lang}`);
      await waitForSite(page);
      const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
      expect(new URL(read.url).pathname + new URL(read.url).search).toBe(`/manifest.webmanifest?lang=${lang}`);
      expect(read.errors).toEqual([]);
      const manifest = JSON.parse(read.data ?? '{}') as AppManifest;
      ids.add(new URL(manifest.id, read.url).href);
      expect(manifest).toMatchObject({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr', start_url: `/?lang=${lang}`, scope: '/', display: 'standalone' });
      expect(manifest.short_name).toBe(lang === 'ar' ? 'نسق' : 'Nasaq');
      expect(manifest.name.length).toBeGreaterThan(manifest.short_name.length);
      expect(manifest.description.length).toBeGreaterThan(20);
      expect([manifest.theme_color, manifest.background_color]).toEqual(['#ffffff', '#ffffff']);
      const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
      expect(icons).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']));
      expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
      expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([`/consultation?lang=${lang}`, `/portfolio?lang=${lang}`, `/contact?lang=${lang}`]);
      // Every picture it names, as the browser decodes it: the size it declares.
      const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
      const pictures: { src: string; sizes: string }[] = [
        ...manifest.icons,
        ...manifest.screenshots,
        ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
        { src: appleTouchIcon!, sizes: '180x180' },
      ];
      const measured = await page.evaluate(
        (sources) =>
          Promise.all(
            sources.map(async (src) => {
              const bitmap = await createImageBitmap(await (await fetch(src)).blob());
              return `${bitmap.width}x${bitmap.height}`;
            }),
          ),
        pictures.map((picture) => picture.src),
      );
      expect(measured).toEqual(pictures.map((picture) => picture.sizes));
      const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
      expect(installability.installabilityErrors).toEqual([]);
    }
    // One id: installed from either language, it is the same app.
    expect(ids.size).toBe(1);
    // The toolbar follows the site's theme (both schemes' tags), the manifest the language.
    const toolbars = () => page.locator('meta[name="theme-color"]').evaluateAll((metas) => metas.map((meta) => (meta as HTMLMetaElement).content));
    expect(await toolbars()).toEqual(['#ffffff', '#ffffff']);
    await page.getByTestId('theme-toggle').click();
    await expect.poll(toolbars).toEqual(['#0a0f1e', '#0a0f1e']);
    await page.getByTestId('language-switcher').click();
    await expect.poll(() => page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest?lang=ar');
    expect(errors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });
});
