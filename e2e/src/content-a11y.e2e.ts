import { describe, expect, it } from 'vitest';
import { axeViolations } from './testing/axe';
import { openPage, waitForSite } from './testing/page';
import { useSiteAndBrowser } from './testing/suite';

/**
 * The projects and blog screens (docs/pages.md) have no WCAG 2.2 AA violation on a phone and on a
 * laptop, in both languages and both themes, with all their images loaded. The other states
 * (lightbox open, errors, not found, search results) are checked in projects.e2e.ts and
 * blog.e2e.ts.
 */
const env = useSiteAndBrowser();

const rounds = [
  { locale: 'ar-EG', dark: true, width: 390 },
  { locale: 'en-US', dark: true, width: 1280 },
  { locale: 'ar-EG', dark: false, width: 1280 },
  { locale: 'en-US', dark: false, width: 390 },
] as const;

describe('the projects and blog screens', () => {
  it('have no accessibility violations on phones and laptops, in both languages and themes', async () => {
    const projects = (await (await fetch(`${env.site.url}/api/v1/projects`)).json()) as { data: { data: { id: number }[] } };
    const posts = (await (await fetch(`${env.site.url}/api/v1/blogs`)).json()) as { data: { data: { slug: string }[] } };
    const paths = ['/projects', `/projects/${projects.data.data[0]!.id}`, '/blog', `/blog/${posts.data.data[0]!.slug}`];
    for (const { locale, dark, width } of rounds) {
      const { context, page, errors } = await openPage(env.browser, { locale, viewport: { width, height: 900 } });
      if (dark) await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      for (const path of paths) {
        await page.goto(`${env.site.url}${path}`, { waitUntil: 'networkidle' });
        await waitForSite(page);
        expect(await axeViolations(page), `${locale} ${dark ? 'dark' : 'light'} ${width} ${path}`).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
