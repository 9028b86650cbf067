import { describe, expect, it } from 'vitest';
import { closeDialog, expectNoAxeViolations, list, navigate, switchOn, titleOf } from './testing/offline-mode';
import { htmlAttributes, openPage, waitForSite, withoutBackdropBlur } from './testing/page';
import { useSiteAndBrowser } from './testing/suite';

/**
 * Offline mode in Arabic (docs/offline.md): no axe violation on the toggle, the dialogs and the
 * banner; a copy downloaded in Arabic opens in English with no network; the mobile menu's
 * toggle. The English side and switching off: offline-store.e2e.ts.
 */
const env = useSiteAndBrowser({ RATE_LIMITS: 'off' });

describe('offline mode: the stored copy', () => {
  it(
    'ar: the toggle, the dialogs and the banner have no axe violation; downloaded in Arabic, English opens with no network; the mobile menu has the toggle too',
    { timeout: 360_000 },
    async () => {
      const [designs, projectsEn, postsEn, designsEn] = await Promise.all([
        list(env.site.url, '/v1/social-media?page=1&per_page=50', 'ar'),
        list(env.site.url, '/v1/projects?page=1&per_page=50', 'en'),
        list(env.site.url, '/v1/blogs?page=1&per_page=50', 'en'),
        list(env.site.url, '/v1/social-media?page=1&per_page=50', 'en'),
      ]);
      const { context, page } = await openPage(env.browser, { locale: 'ar-EG' });
      await withoutBackdropBlur(context);
      await page.goto(`${env.site.url}/portfolio/${designs[0]!.slug}?lang=ar`);
      await waitForSite(page);
      await expectNoAxeViolations(page);
      await switchOn(page, { checkA11y: true });
      expect(await page.getByRole('dialog').getByRole('heading').textContent()).toBe('تم تفعيل وضع عدم الاتصال');
      await expectNoAxeViolations(page);
      await closeDialog(page);

      await page.reload();
      await waitForSite(page);
      await context.setOffline(true);
      await navigate(page, `/portfolio/${designs[1]!.slug}`);
      await page.getByTestId('portfolio-offline-banner').waitFor();
      expect(await page.getByTestId('portfolio-offline-banner').textContent()).toContain('وضع عدم الاتصال مفعّل');
      await expectNoAxeViolations(page);
      // Downloaded in Arabic, the copy keeps English too: home, a project, an article and a design.
      for (const [path, title] of [
        ['/', null],
        [`/projects/${projectsEn[0]!.id}`, titleOf(projectsEn[0]!, 'en')],
        [`/blog/${postsEn[0]!.slug}`, postsEn[0]!.name!],
        [`/portfolio/${designsEn[0]!.slug}`, titleOf(designsEn[0]!, 'en')],
      ] as const) {
        await page.goto(`${env.site.url}${path}?lang=en`);
        await waitForSite(page);
        expect(await htmlAttributes(page)).toMatchObject({ lang: 'en', dir: 'ltr' });
        const heading = page.locator('main h1').first();
        if (title) expect(await heading.textContent()).toBe(title);
        else await page.getByTestId('home-hero').waitFor();
      }
      await context.setOffline(false);
      await page.goto(`${env.site.url}/portfolio/${designs[0]!.slug}?lang=ar`);
      await waitForSite(page);

      await navigate(page, '/about');
      await page.locator('main h1').first().waitFor();
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByTestId('menu-toggle').click();
      const menuToggle = page.getByTestId('offline-toggle-menu');
      expect(await menuToggle.getAttribute('aria-pressed')).toBe('true');
      expect(await menuToggle.textContent()).toBe('وضع عدم الاتصال');
      await menuToggle.click();
      await page.locator('[data-testid="offline-dialog"][data-phase="off"]').waitFor();
      expect(await page.getByRole('dialog').getByRole('heading').textContent()).toBe('تم إيقاف وضع عدم الاتصال');
      await expectNoAxeViolations(page);
      await context.close();
    },
  );
});
