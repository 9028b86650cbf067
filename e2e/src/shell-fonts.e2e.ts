import { describe, expect, it } from 'vitest';
import { openPage, waitForSite } from './testing/page';
import { languages, viewports } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

/**
 * The web fonts as a visitor meets them (shared/src/state/font-script.ts): a first visit paints
 * in the fallbacks and swaps on the next navigation; a browser that has them preloads the two
 * weights its stylesheet uses, from the first paint; the header never shifts meanwhile.
 */
const env = useSiteAndBrowser();

describe('fonts', () => {
  for (const { lang, locale } of languages) {
    // Beside the other language's (a context each): most of it is the wait for a preload warning.
    it.concurrent(
      `${lang}: once it has them, preloads the two weights of its script, which are the ones the stylesheet uses, and renders with them`,
      async ({ expect }) => {
        const { context, page } = await openPage(env.browser, { locale });
        const warnings: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'warning') warnings.push(message.text());
        });
        await page.goto(env.site.url);
        await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts'))).toBeTruthy();
        await page.goto(env.site.url);
        await waitForSite(page);
        const preloads = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => link.href));
        const script = lang === 'ar' ? 'arabic-arabic' : 'latin';
        expect(preloads).toHaveLength(2);
        expect(preloads[0]).toMatch(new RegExp(`ibm-plex-sans-${script}-400-normal\\.[0-9a-f]+\\.woff2$`));
        expect(preloads[1]).toMatch(new RegExp(`ibm-plex-sans-${script}-700-normal\\.[0-9a-f]+\\.woff2$`));
        const declared = await page.evaluate(() => {
          const urls: string[] = [];
          for (const sheet of Array.from(document.styleSheets)) {
            for (const rule of Array.from(sheet.cssRules)) {
              if (rule instanceof CSSFontFaceRule) {
                const match = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'));
                if (match?.[1]) urls.push(new URL(match[1], sheet.href ?? document.baseURI).href);
              }
            }
          }
          return urls;
        });
        for (const preload of preloads) {
          expect(declared).toContain(preload);
          expect(await page.evaluate(async (url) => (await fetch(url)).status, preload)).toBe(200);
        }
        const family = lang === 'ar' ? 'IBM Plex Sans Arabic' : 'IBM Plex Sans';
        const sample = lang === 'ar' ? 'نسق' : 'Nasaq';
        await expect.poll(() => page.evaluate(({ f, s }) => document.fonts.check(`16px "${f}"`, s), { f: family, s: sample })).toBe(true);
        await page.waitForTimeout(3500); // Chromium warns about a preload not used within ~3 s
        expect(warnings.filter((text) => text.includes('preload'))).toEqual([]);
        await context.close();
      },
    );

    it(`${lang}: a first visit paints in the fallbacks and keeps them on that page while its fonts load; the next navigation swaps, and the next page has its fonts from the first paint`, async () => {
      const { context, page } = await openPage(env.browser, { locale });
      // What <html> carries when the document is parsed: before the first paint.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __later: boolean }).__later = document.documentElement.hasAttribute('data-fonts-later');
        });
      });
      const later = () => page.evaluate(() => (window as unknown as { __later: boolean }).__later);
      await page.goto(env.site.url);
      expect(await later()).toBe(true);
      const stillLater = () => page.evaluate(() => document.documentElement.hasAttribute('data-fonts-later'));
      const family = lang === 'ar' ? 'IBM Plex Sans Arabic' : 'IBM Plex Sans';
      const sample = lang === 'ar' ? 'نسق' : 'Nasaq';
      await waitForSite(page);
      // Fetched and remembered, both weights here, and still no swap on this page.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('fonts'))).toBeTruthy();
      await expect
        .poll(() => page.evaluate(({ f, s }) => document.fonts.check(`700 16px "${f}"`, s) && document.fonts.check(`16px "${f}"`, s), { f: family, s: sample }))
        .toBe(true);
      expect(await stillLater()).toBe(true);
      await page
        .getByTestId('site-footer')
        .getByRole('link', { name: lang === 'ar' ? 'سياسة الخصوصية' : 'Privacy Policy' })
        .click();
      await page.waitForURL(/\/privacy-policy/);
      await expect.poll(stillLater).toBe(false);
      await page.goto(`${env.site.url}/about`);
      expect(await later()).toBe(false);
      await context.close();
    });
  }

  it('the header never shifts while the page and its fonts load', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'ar-EG', viewport: viewports[0] });
    await context.addInitScript(() => {
      const shifts: { value: number; inHeader: boolean }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[]) {
          const inHeader = entry.sources.some((source) => Boolean(source.node && document.getElementById('shell-header')?.contains(source.node)));
          shifts.push({ value: entry.value, inHeader });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(env.site.url);
    await waitForSite(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; inHeader: boolean }[] }).__shifts);
    expect(shifts.filter((shift) => shift.inHeader)).toEqual([]);
    await context.close();
  });
});
