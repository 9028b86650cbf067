import { describe, expect, it } from 'vitest';
import { axeViolations } from './testing/axe';
import { nearViewportWatching, openPage, waitForSite } from './testing/page';
import { useSiteAndBrowser } from './testing/suite';

const env = useSiteAndBrowser();

const titles = { ar: 'ضمّن أدواتنا في موقعك', en: 'Embed our widgets' } as const;
const copied = { ar: 'تم النسخ', en: 'Copied' } as const;

describe('/embed, the page for partners', () => {
  for (const lang of ['ar', 'en'] as const) {
    it(`${lang}: is not indexed, gives the snippet from the site's origin, follows the form and the brand's controls in the snippet and the live preview, and copies`, async () => {
      const { context, page, errors } = await openPage(env.browser, { locale: lang === 'ar' ? 'ar-EG' : 'en-US' });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
      await page.goto(`${env.site.url}/embed?lang=${lang}`);
      await waitForSite(page);
      expect(await page.locator('main h1').textContent()).toBe(titles[lang]);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

      const snippet = page.getByTestId('embed-snippet');
      await expect
        .poll(() => snippet.textContent())
        .toBe(
          `<script src="${env.site.url}/embed.js" async></script>\n<nasaq-portfolio lang="${lang}" style="display:block;min-block-size:min(100vh, 4136px)"></nasaq-portfolio>`,
        );
      // The preview is the widget itself, on a page of its own, started as the visitor nears it.
      await page.getByTestId('embed-preview').scrollIntoViewIfNeeded();
      const preview = page.frameLocator('[data-testid="embed-preview-frame"]');
      await preview.getByTestId('portfolio-card').first().waitFor();
      expect(await preview.getByTestId('portfolio-card').count()).toBe(6);

      const form = page.getByTestId('embed-form');
      await form.locator('select').nth(0).selectOption('consultation');
      await form.locator('select').nth(1).selectOption('en');
      await form.locator('select').nth(2).selectOption('dark');
      await form.locator('select').nth(3).selectOption('4');
      const expected = `<script src="${env.site.url}/embed.js" async></script>\n<nasaq-consultation lang="en" theme="dark" service="4" style="display:block;min-block-size:min(100vh, 1130px)"></nasaq-consultation>`;
      await expect.poll(() => snippet.textContent()).toBe(expected);
      await preview.getByTestId('consultation-form').waitFor();
      expect(await preview.locator('select[name="service"]').inputValue()).toBe('4');
      expect(await preview.locator('.nasaq-widget').getAttribute('data-theme')).toBe('dark');

      // The row of brand controls: the snippet carries the choice, the preview shows it.
      const brand = page.getByTestId('embed-brand');
      await brand.locator('input[type="color"]').fill('#0f766e');
      await brand.locator('select').nth(0).selectOption('8');
      await brand.locator('select').nth(1).selectOption('serif');
      const styled = expected.replace('1130px)"', `1130px);--nasaq-accent:#0f766e;--nasaq-radius:8px;--nasaq-font-family:Georgia, 'Times New Roman', serif"`);
      await expect.poll(() => snippet.textContent()).toBe(styled);
      const submit = preview.getByTestId('form-submit');
      await expect
        .poll(() =>
          submit.evaluate((button) => [
            getComputedStyle(button).backgroundColor,
            getComputedStyle(button).borderTopLeftRadius,
            getComputedStyle(button).fontFamily,
          ]),
        )
        .toEqual(['rgb(15, 118, 110)', '4.8px', 'Georgia, "Times New Roman", serif']);

      await page.getByTestId('embed-copy').click();
      await expect.poll(() => page.getByTestId('embed-copy-status').textContent()).toBe(copied[lang]);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(styled);

      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${lang}: fits a phone's width (the snippet and the attributes table scroll inside their boxes), and starts the live preview only when scrolled to`, async () => {
      const { context, page } = await openPage(env.browser, { locale: lang === 'ar' ? 'ar-EG' : 'en-US' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${env.site.url}/embed?lang=${lang}`);
      await waitForSite(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The live preview (a partner's page in a frame: the loader, the widget and its kit)
      // costs the first load nothing: once the page has settled, it is still a skeleton below
      // the screen; scrolled to, the widget comes.
      await nearViewportWatching(page);
      expect(await page.getByTestId('embed-preview-frame').count()).toBe(0);
      await page.getByTestId('embed-preview').scrollIntoViewIfNeeded();
      await page.frameLocator('[data-testid="embed-preview-frame"]').getByTestId('portfolio-card').first().waitFor();
      await context.close();
    });
  }
});
