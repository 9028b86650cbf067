import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './testing/axe';
import { animationsSettled, htmlAttributes, nearViewportWatching, openPage, waitForSite, withoutBackdropBlur } from './testing/page';
import { scrollTo } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

/**
 * Offline mode, the page's side (docs/offline.md): the header's toggle and its dialogs, the download
 * into IndexedDB and Cache Storage, screens answered from the stored copy when the network is
 * gone (client-side navigations: a reload with no network is the service worker's part), the
 * portfolio detail's banner and fallback, and switching off. Sends made offline are
 * offline-sends.e2e.ts's (a file each: together they ran past 90 s on the 2-core CI machine).
 */
const env = useSiteAndBrowser({ RATE_LIMITS: 'off' });

interface Item {
  id: number;
  slug: string;
  name?: string;
  title?: string | { ar: string; en: string };
}

async function list(path: string, lang: string): Promise<Item[]> {
  const reply = (await (await fetch(`${env.site.url}/api${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)).json()) as { data: { data: Item[] } };
  return reply.data.data;
}

const titleOf = (item: Item, lang: 'ar' | 'en') => (typeof item.title === 'object' ? item.title[lang] : (item.title ?? item.name ?? ''));

/** A client-side navigation, as a link click makes it (no reload). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/**
 * Scrolls down the page a screen at a time, so the blocks below the fold come near and render,
 * once every block is watching the viewport (`nearViewportWatching`).
 */
async function scrollThrough(page: Page): Promise<void> {
  await nearViewportWatching(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await scrollTo(page, y);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  // The dialog's buttons change colour with a transition between phases: axe must see the end
  // state, not a colour halfway (it once measured the Close button mid-transition).
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * A 1x1 WebP: the download's images are answered with it. The download is what is tested here,
 * not the server's image renders (api/src/routes/media.ts and the pages' own tests): left to the
 * server, a fresh run's first download turned 338 images into WebP on a 2-core machine, most of
 * this file's time.
 */
const tinyWebp = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

/** Switches the mode on from the header and waits for the success dialog; the progress bar is held until seen. */
async function switchOn(page: Page, options: { failDesign?: string; checkA11y?: boolean } = {}) {
  await page.route('**/api/media/**', (route) => route.fulfill({ status: 200, contentType: 'image/webp', body: tinyWebp }));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/blogs/slug/**', async (route) => {
    await held;
    await route.continue();
  });
  const failing = options.failDesign && `**/api/v1/social-media/slug/${options.failDesign}?**`;
  if (failing) await page.route(failing, (route) => route.abort('internetdisconnected'));

  const toggle = page.getByTestId('offline-toggle');
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  await toggle.click();
  const bar = page.getByRole('progressbar');
  await bar.waitFor();
  expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
  expect(await page.getByTestId('offline-dialog').getAttribute('data-phase')).toBe('downloading');
  if (options.checkA11y) await expectNoAxeViolations(page);
  release();
  // Hundreds of requests, 3 at a time, among them the server rendering every main route: minutes on a loaded 2-core machine.
  await page.locator('[data-testid="offline-dialog"][data-phase="success"]').waitFor({ timeout: 240_000 });
  await page.unroute('**/api/v1/blogs/slug/**');
  await page.unroute('**/api/media/**');
  if (failing) await page.unroute(failing);
}

function stored(page: Page) {
  return page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((db) => db.name);
    const cacheNames = await caches.keys();
    return { databases, cacheNames };
  });
}

async function closeDialog(page: Page): Promise<void> {
  await page.getByTestId('offline-close').click();
  await page.getByTestId('offline-dialog').waitFor({ state: 'detached' });
}

describe('offline mode: the stored copy', () => {
  it(
    'en: switches on with progress and counts, shows the stored copy with no network, falls back for an unstored design, and switches off',
    { timeout: 420_000 },
    async () => {
      const [projects, posts, designs, services] = await Promise.all([
        list('/v1/projects?page=1&per_page=50', 'en'),
        list('/v1/blogs?page=1&per_page=50', 'en'),
        list('/v1/social-media?page=1&per_page=50', 'en'),
        list('/v1/services', 'en'),
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
        list('/v1/projects?page=1&per_page=50', 'ar'),
        list('/v1/blogs?page=1&per_page=50', 'ar'),
        list('/v1/social-media?page=1&per_page=50', 'ar'),
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

  it(
    'ar: the toggle, the dialogs and the banner have no axe violation; downloaded in Arabic, English opens with no network; the mobile menu has the toggle too',
    { timeout: 360_000 },
    async () => {
      const [designs, projectsEn, postsEn, designsEn] = await Promise.all([
        list('/v1/social-media?page=1&per_page=50', 'ar'),
        list('/v1/projects?page=1&per_page=50', 'en'),
        list('/v1/blogs?page=1&per_page=50', 'en'),
        list('/v1/social-media?page=1&per_page=50', 'en'),
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
