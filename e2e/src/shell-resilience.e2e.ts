import { describe, expect, it } from 'vitest';
import { openPage, waitForSite } from './testing/page';
import { languages, rewriteScript, viewports } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

const env = useSiteAndBrowser();

const texts = {
  ar: { offline: 'انقطع الاتصال بالإنترنت', restored: 'تمت استعادة الاتصال', title: 'حدث خطأ غير متوقع', tryAgain: 'حاول مجدداً', reload: 'إعادة تحميل الصفحة' },
  en: {
    offline: 'Lost internet connection',
    restored: 'Connection restored',
    title: 'An unexpected error occurred',
    tryAgain: 'Try again',
    reload: 'Reload page',
  },
} as const;

// Side by side (each in a context of its own): most of each is the banners' own time on screen.
describe.concurrent('connection banners', () => {
  for (const viewport of viewports) {
    for (const { lang, locale } of languages) {
      it(`${viewport.name} ${lang}: red while offline (it stays), then green 'connection restored' for about 3 s`, async ({ expect }) => {
        const { context, page } = await openPage(env.browser, { locale, viewport });
        await page.goto(env.site.url);
        await waitForSite(page);
        const offline = page.getByTestId('offline-banner');
        const restored = page.getByTestId('online-banner');
        expect(await offline.count()).toBe(0);

        await context.setOffline(true);
        await offline.waitFor();
        expect(await page.getByRole('alert').filter({ has: offline }).count()).toBe(1);
        expect(await offline.textContent()).toContain(texts[lang].offline);
        await page.waitForTimeout(4000);
        expect(await offline.isVisible()).toBe(true);

        // How long the green banner stays is measured in the page, from its insertion to its
        // removal: the test's own view of it lags by however busy the machine is.
        await page.evaluate(() => {
          const seen: { shown?: number; gone?: number } = {};
          (window as unknown as { __restoredBanner: typeof seen }).__restoredBanner = seen;
          new MutationObserver(() => {
            const there = document.querySelector('[data-testid="online-banner"]') !== null;
            if (there && seen.shown === undefined) seen.shown = performance.now();
            if (!there && seen.shown !== undefined && seen.gone === undefined) seen.gone = performance.now();
          }).observe(document.body, { childList: true, subtree: true });
        });
        await context.setOffline(false);
        await restored.waitFor();
        expect(await offline.count()).toBe(0);
        expect(await page.getByRole('status').filter({ has: restored }).count()).toBe(1);
        expect(await restored.textContent()).toBe(texts[lang].restored);
        await restored.waitFor({ state: 'detached', timeout: 10_000 });
        const seen = await page.evaluate(() => (window as unknown as { __restoredBanner: { shown?: number; gone?: number } }).__restoredBanner);
        const shownFor = (seen.gone ?? Number.NaN) - (seen.shown ?? Number.NaN);
        expect(shownFor).toBeGreaterThan(2500);
        expect(shownFor).toBeLessThan(4500);
        await context.close();
      });
    }
  }
});

describe('error fallback', () => {
  // Test-only render errors: the browser test rewrites the home page's chunk on its way in (its
  // hero, which the page's own chunk renders: the sections below are blocks with their own
  // fallbacks), or overrides a browser API the footer calls while rendering. Nothing ships to users.
  const forcedError = '(window.__forceRenderError?(()=>{throw new Error("forced render error (test)")})():"home-hero")';

  for (const { lang, locale } of languages) {
    it(`${lang}: a page that fails to render shows the error page; 'try again' renders it again; 'reload page' reloads`, async () => {
      const { context, page } = await openPage(env.browser, { locale });
      let rewritten = 0;
      await page.route('**/mf-pages/*.js', (route) =>
        rewriteScript(route, (body) => {
          if (!body.includes('"home-hero"')) return body;
          rewritten += 1;
          return body.replace('"home-hero"', forcedError);
        }),
      );
      await context.addInitScript(() => ((window as unknown as { __forceRenderError: boolean }).__forceRenderError = true));
      await page.goto(env.site.url);
      const errorPage = page.getByTestId('error-page');
      await errorPage.waitFor();
      expect(rewritten).toBeGreaterThan(0);
      expect(await errorPage.locator('h1').textContent()).toBe(texts[lang].title);
      expect(await errorPage.getAttribute('role')).toBe('alert');
      // The shell keeps working around it.
      expect(await page.getByTestId('site-header').isVisible()).toBe(true);
      expect(await page.getByTestId('site-footer').isVisible()).toBe(true);

      await page.evaluate(() => ((window as unknown as { __forceRenderError: boolean }).__forceRenderError = false));
      await errorPage.getByRole('button', { name: texts[lang].tryAgain }).click();
      await page.getByTestId('home-hero').waitFor();
      expect(await errorPage.count()).toBe(0);

      // Break it again in this document, then 'reload page' loads the page anew (the marker is gone).
      await page.evaluate(() => {
        (window as unknown as { marker: number }).marker = 1;
      });
      // Each switch re-renders the page; it fails again only once the flag is set. Each is awaited
      // (the other language's texts load first), so the error page ends up in this test's language.
      const other = lang === 'ar' ? 'en' : 'ar';
      await page.getByTestId('language-switcher').click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(other);
      await page.evaluate(() => ((window as unknown as { __forceRenderError: boolean }).__forceRenderError = true));
      await page.getByTestId('language-switcher').click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await errorPage.waitFor();
      await Promise.all([page.waitForEvent('load'), errorPage.getByRole('button', { name: texts[lang].reload }).click()]);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
      await errorPage.waitFor();
      await context.close();
    });

    it(`${lang}: a shell slot that fails to render shows its own error box; the rest of the page works`, async () => {
      const { context, page } = await openPage(env.browser, { locale });
      await context.addInitScript(() => {
        const flags = window as unknown as { __breakFooter: boolean };
        flags.__breakFooter = true;
        // Called below with the instance's own `this` (`.call(this)`), as the original would be.
        // eslint-disable-next-line @typescript-eslint/unbound-method
        const original = Date.prototype.getFullYear;
        Date.prototype.getFullYear = function getFullYear(this: Date) {
          if (flags.__breakFooter) throw new Error('forced footer render error (test)');
          return original.call(this);
        };
      });
      await page.goto(env.site.url);
      await waitForSite(page);
      const box = page.locator('#shell-footer [data-testid="section-error"]');
      await box.waitFor();
      expect(await page.getByTestId('site-footer').count()).toBe(0);
      expect(await box.getByRole('alert').textContent()).toContain(texts[lang].title);
      expect(await box.getByRole('button', { name: texts[lang].reload }).isVisible()).toBe(true);
      // Header, page and chooser still work.
      expect(await page.getByTestId('site-header').isVisible()).toBe(true);
      await page.getByTestId('service-card').first().waitFor();
      expect(await page.getByTestId('chooser-toggle').isVisible()).toBe(true);

      await page.evaluate(() => ((window as unknown as { __breakFooter: boolean }).__breakFooter = false));
      await box.getByRole('button', { name: texts[lang].tryAgain }).click();
      await page.getByTestId('site-footer').waitFor();
      expect(await page.getByTestId('site-footer').getByRole('link').count()).toBe(11);
      await context.close();
    });
  }
});
