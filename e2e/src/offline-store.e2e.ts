import { describe, expect, it } from 'vitest';
import { closeDialog, expectNoAxeViolations, list, navigate, scrollThrough, stored, switchOn, titleOf } from './testing/offline-mode';
import { htmlAttributes, openPage, waitForSite, withoutBackdropBlur } from './testing/page';
import { scrollTo } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

/**
 * Offline mode, the page's side (docs/offline.md): the header's toggle and its dialogs, the download
 * into IndexedDB and Cache Storage, screens answered from the stored copy when the network is
 * gone (client-side navigations: a reload with no network is the service worker's part), the
 * portfolio detail's banner and fallback, and switching off, in English. In Arabic, with axe on
 * the toggle, the dialogs and the banner: offline-store-ar.e2e.ts; sends made offline:
 * offline-sends.e2e.ts (a file each: together they ran past 90 s on the 2-core CI machine).
 */
const env = useSiteAndBrowser({ RATE_LIMITS: 'off' });

describe('offline mode: the stored copy', () => {
  it(
    'en: switches on with progress and counts, shows the stored copy with no network, falls back for an unstored design, and switches off',
    { timeout: 420_000 },
    async () => {
      const [projects, posts, designs, services] = await Promise.all([
        list(env.site.url, '/v1/projects?page=1&per_page=50', 'en'),
        list(env.site.url, '/v1/blogs?page=1&per_page=50', 'en'),
        list(env.site.url, '/v1/social-media?page=1&per_page=50', 'en'),
        list(env.site.url, '/v1/services', 'en'),
      ]);
      expect(projects.length).toBeGreaterThan(1);
      expect(posts.length).toBeGreaterThan(1);
      expect(designs.length).toBeGreaterThan(2);
      const { context, page, errors } = await openPage(env.browser, { locale: 'en-US' });
      await withoutBackdropBlur(context);
      await page.goto(`${env.site.url}/?lang=en`);
      await waitForSite(page);
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      await scrollTo(page, 0);

      // One design cannot be fetched (its read fails after the client's retries, in both languages): skipped and counted.
      await switchOn(page, { failDesign: designs.at(-1)!.slug, checkA11y: true });
      const count = async (id: string) => Number((await page.getByTestId(`offline-${id}`).textContent())?.replace(/[^\d.]/g, ''));
      expect(await count('items')).toBeGreaterThan(projects.length + posts.length + designs.length);
      expect(await count('images')).toBeGreaterThan(0);
      expect(await count('bytes')).toBeGreaterThan(0);
      // The design's read in each language.
      expect(await count('failed')).toBe(2);
      expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toBe('Offline mode is on');
      await page.getByTestId('offline-estimate').waitFor();
      await expectNoAxeViolations(page);
      await closeDialog(page);
      expect(await page.getByTestId('offline-toggle').getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('offlineMode'))).toBe('true');
      const storedNow = await stored(page);
      expect(storedNow.databases).toContain('nasaq-offline');
      expect(storedNow.cacheNames).toEqual(expect.arrayContaining(['nasaq-offline-images-v1', 'nasaq-offline-pages-v1']));
      const project = projects[1]!;
      expect(
        await page.evaluate(
          async (key) => (await (await caches.open('nasaq-offline-pages-v1')).match(key))?.status,
          `${env.site.url}/projects/${project.id}?lang=en`,
        ),
      ).toBe(200);

      // The installed app's start: each language's manifest names its home, read while online.
      const startUrls = await Promise.all(
        (['ar', 'en'] as const).map(async (lang) => {
          const manifest = (await (await fetch(`${env.site.url}/manifest.webmanifest?lang=${lang}`)).json()) as { start_url: string };
          return [lang, new URL(manifest.start_url, env.site.url).href] as const;
        }),
      );
      const [projectsAr, postsAr, designsAr] = await Promise.all([
        list(env.site.url, '/v1/projects?page=1&per_page=50', 'ar'),
        list(env.site.url, '/v1/blogs?page=1&per_page=50', 'ar'),
        list(env.site.url, '/v1/social-media?page=1&per_page=50', 'ar'),
      ]);

      // The promise of switching on: with no network at all, the site opens. Reloads are answered
      // by the service worker (switching on waited for its precache): the stored page of each
      // route, which hydrates from precached files; a route never stored gets the offline page.
      await context.setOffline(true);
      // Opened from the installed app's icon with no network: each manifest's start_url is that
      // language's home, from the stored copy.
      for (const [lang, startUrl] of startUrls) {
        await page.goto(startUrl);
        await waitForSite(page);
        expect(await htmlAttributes(page)).toMatchObject({ lang });
        expect(await page.locator('meta[name="nasaq-stored-copy"]').count()).toBe(1);
        await page.getByTestId('home-hero').waitFor();
      }
      // The copy keeps both languages: the same items open in Arabic too.
      const projectAr = projectsAr.find((item) => item.id === project.id)!;
      for (const [path, title] of [
        [`/projects/${project.id}`, titleOf(projectAr, 'ar')],
        [`/blog/${postsAr[1]!.slug}`, postsAr[1]!.name!],
        [`/portfolio/${designsAr[1]!.slug}`, titleOf(designsAr[1]!, 'ar')],
      ] as const) {
        await page.goto(`${env.site.url}${path}?lang=ar`);
        await waitForSite(page);
        expect(await page.locator('main h1').first().textContent()).toBe(title);
      }
      const reloads: [string, string][] = [
        ['/', ''],
        ['/services', ''],
        [`/projects/${project.id}`, titleOf(project, 'en')],
        [`/blog/${posts[1]!.slug}`, posts[1]!.name!],
        [`/portfolio/${designs[1]!.slug}`, titleOf(designs[1]!, 'en')],
      ];
      for (const [path, title] of reloads) {
        await page.goto(`${env.site.url}${path}?lang=en`);
        await waitForSite(page);
        const heading = page.locator('main h1').first();
        if (title) expect(await heading.textContent()).toBe(title);
        else await heading.waitFor();
      }
      // The design's page came from the stored copy, with no network: the banner says so.
      await page.getByTestId('portfolio-offline-banner').waitFor();
      expect(await page.getByTestId('portfolio-offline-banner').textContent()).toContain('Offline Mode Active');
      await page.goto(`${env.site.url}/privacy-policy-never-stored?lang=en`);
      await page.getByTestId('offline-page').waitFor();
      await context.setOffline(false);
      await page.goto(`${env.site.url}/?lang=en`);
      await waitForSite(page);

      // Each screen's code once while online (the service worker precaches it in the full product);
      // then a fresh page, so no reply is left in the request client's memory.
      for (const path of ['/services', `/projects/${projects[0]!.id}`, `/blog/${posts[0]!.slug}`, `/portfolio/${designs[0]!.slug}`]) {
        await navigate(page, path);
        await page.locator('main h1').first().waitFor();
      }
      await page.goto(`${env.site.url}/about?lang=en`);
      await waitForSite(page);
      // The portfolio's container (its remote entry is not a hashed file: only the worker keeps it offline).
      await navigate(page, '/portfolio');
      await page.locator('main h1').first().waitFor();
      await context.setOffline(true);

      await navigate(page, `/projects/${project.id}`);
      await page
        .getByTestId('project-page')
        .getByRole('heading', { level: 1, name: titleOf(project, 'en') })
        .waitFor();

      const post = posts[1]!;
      await navigate(page, `/blog/${post.slug}`);
      await page.getByTestId('article-page').getByRole('heading', { level: 1, name: post.name! }).waitFor();

      const design = designs[1]!;
      await navigate(page, `/portfolio/${design.slug}`);
      await page
        .getByTestId('portfolio-detail')
        .getByRole('heading', { level: 1, name: titleOf(design, 'en') })
        .waitFor();
      expect(await page.getByTestId('portfolio-offline-banner').textContent()).toContain('Offline Mode Active');
      await expectNoAxeViolations(page);

      await navigate(page, '/');
      await page.getByTestId('home-hero').waitFor();
      await scrollThrough(page);
      await page.getByTestId('services-grid').getByText(services[0]!.name!).first().waitFor();

      // Still with no network, the visitor switches to Arabic: home, a project, an article and a
      // design come from the stored copy in Arabic (its texts from the worker's precache).
      await page.getByTestId('language-switcher').click();
      await expect.poll(() => htmlAttributes(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
      await page.getByTestId('home-hero').waitFor();
      await navigate(page, `/projects/${project.id}`);
      await page
        .getByTestId('project-page')
        .getByRole('heading', { level: 1, name: titleOf(projectAr, 'ar') })
        .waitFor();
      await navigate(page, `/blog/${postsAr[1]!.slug}`);
      await page.getByTestId('article-page').getByRole('heading', { level: 1, name: postsAr[1]!.name! }).waitFor();
      await navigate(page, `/portfolio/${designsAr[1]!.slug}`);
      await page
        .getByTestId('portfolio-detail')
        .getByRole('heading', { level: 1, name: titleOf(designsAr[1]!, 'ar') })
        .waitFor();
      await page.getByTestId('language-switcher').click();
      await expect.poll(() => htmlAttributes(page)).toMatchObject({ lang: 'en', dir: 'ltr' });

      await navigate(page, '/services');
      const grid = page.locator('main').getByTestId('services-grid');
      await grid.getByText(services[0]!.name!).first().waitFor();
      expect(await grid.getAttribute('data-fallback')).toBeNull();

      // Nothing stored for this slug: the fallback design, with the banner (after the read fails).
      await navigate(page, '/portfolio/never-stored-design');
      await page.getByTestId('portfolio-offline-banner').waitFor({ timeout: 30_000 });
      await page.getByRole('heading', { level: 1, name: 'Design preview' }).waitFor();

      await context.setOffline(false);
      await page.getByTestId('offline-toggle').click();
      await page.locator('[data-testid="offline-dialog"][data-phase="off"]').waitFor();
      expect(await page.getByTestId('offline-dialog').textContent()).toContain('The content stored for offline use has been removed');
      await expectNoAxeViolations(page);
      const after = await stored(page);
      expect(after.databases).not.toContain('nasaq-offline');
      expect(after.cacheNames).not.toContain('nasaq-offline-images-v1');
      expect(after.cacheNames).not.toContain('nasaq-offline-pages-v1');
      await closeDialog(page);
      expect(await page.getByTestId('offline-toggle').getAttribute('aria-pressed')).toBe('false');
      expect(await page.evaluate(() => localStorage.getItem('offlineMode'))).toBe('false');
      expect(errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
      await context.close();
    },
  );
});
