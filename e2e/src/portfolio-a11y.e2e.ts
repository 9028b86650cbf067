import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './testing/axe';
import { openPage, waitForSite } from './testing/page';
import { languages, scrollTo, viewports } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

/**
 * The design portfolio's screens and states with no axe violations (WCAG 2.2 AA): the list, all
 * loaded, a project with every section, and its open lightbox, on phone and desktop, in both
 * languages and themes. What they do is portfolio.e2e.ts's.
 */
const env = useSiteAndBrowser();

/** A project with 31 images (content/portfolio), the most sections and gallery states. */
const BIG = 'nile-health-awareness';

/** Scrolls through the page, so lazy images and blocks below the fold load. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await scrollTo(page, y);
  await page.waitForLoadState('networkidle');
}

describe('accessibility: no axe violations (WCAG 2.2 AA)', () => {
  const runs = [
    { viewport: viewports[0], language: languages[0], dark: false },
    { viewport: viewports[0], language: languages[1], dark: true },
    { viewport: viewports[1], language: languages[0], dark: true },
    { viewport: viewports[1], language: languages[1], dark: false },
  ];
  for (const { viewport, language, dark } of runs) {
    it(`${viewport.name} ${language.lang} ${dark ? 'dark' : 'light'}: the list, the project (every section) and the open lightbox`, async () => {
      const { context, page } = await openPage(env.browser, { locale: language.locale, viewport });
      if (dark) await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      const found: string[] = [];
      const check = async (state: string) => {
        for (const violation of await axeViolations(page)) found.push(`${state}: ${violation.id} (${violation.help}) at ${violation.targets.join(', ')}`);
      };

      await page.goto(`${env.site.url}/portfolio?lang=${language.lang}`);
      await waitForSite(page);
      await page.waitForLoadState('networkidle');
      await check('list');
      await page.getByTestId('portfolio-load-more').click();
      await expect.poll(() => page.getByTestId('portfolio-load-more').count()).toBe(0);
      await check('list, all loaded');

      await page.goto(`${env.site.url}/portfolio/${BIG}?lang=${language.lang}`);
      await waitForSite(page);
      await scrollThrough(page);
      await page.getByTestId('portfolio-similar').waitFor();
      await check('project');
      await page.getByTestId('gallery-open').first().click();
      await page.getByTestId('lightbox').waitFor();
      await page.waitForLoadState('networkidle');
      await check('lightbox');
      expect(found).toEqual([]);
      await context.close();
    });
  }
});
