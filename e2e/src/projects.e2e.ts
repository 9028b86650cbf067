import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './testing/axe';
import { openPage, waitForSite } from './testing/page';
import { languages } from './testing/shell';
import { useSiteAndBrowser } from './testing/suite';

/**
 * /projects and /projects/{id} in the browser (docs/pages.md#projects-projects-projectsid): paging and filters, the gallery's
 * lightbox with the keyboard in both reading directions, the not-found state with its status,
 * hydration of filtered addresses, and no accessibility violation in any state.
 */
const env = useSiteAndBrowser();

interface Project {
  id: number;
  category: { slug: string; name: string };
  gallaries?: unknown[];
}

async function api<T>(path: string): Promise<T> {
  return ((await (await fetch(`${env.site.url}/api${path}`)).json()) as { data: T }).data;
}

const cards = (page: Page) => page.getByTestId('project-card');

/** A project with a gallery of at least 3 images. */
async function galleryProject(): Promise<number> {
  const { data } = await api<{ data: Project[] }>('/v1/projects?per_page=50');
  for (const { id } of data) {
    const { project } = await api<{ project: Project }>(`/v1/projects/${id}`);
    if ((project.gallaries?.length ?? 0) >= 3) return id;
  }
  throw new Error('no project with a gallery of 3 images');
}

async function noViolations(page: Page, state: string) {
  expect(await axeViolations(page), state).toEqual([]);
}

describe('/projects', () => {
  it('shows 12, adds 12 per Load more after half a second until all are shown, and filters by category (reset to 12), in both languages', async () => {
    const { data: all } = await api<{ data: Project[] }>('/v1/projects?lang=en&per_page=50');
    expect(all.length).toBeGreaterThan(24);
    for (const { lang, locale } of languages) {
      const { context, page, errors } = await openPage(env.browser, { locale });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/v1/')) asked.push(request.url());
      });
      await page.goto(`${env.site.url}/projects`);
      await waitForSite(page);
      expect(await cards(page).count()).toBe(12);
      // The first screen came with the page: nothing asked.
      expect(asked).toEqual([]);
      await noViolations(page, `${lang} list`);

      const started = Date.now();
      await page.getByTestId('load-more').click();
      await expect.poll(() => cards(page).count()).toBe(24);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      // The keyboard goes on at the first card added.
      expect(
        await page.evaluate(
          () => document.activeElement?.closest('[data-testid="project-card"]') === document.querySelectorAll('[data-testid="project-card"]')[12],
        ),
      ).toBe(true);
      await page.getByTestId('load-more').click();
      await expect.poll(() => cards(page).count()).toBe(all.length);
      expect(await page.getByTestId('load-more').count()).toBe(0);

      const category = all[0]!.category.slug;
      const inCategory = all.filter((item) => item.category.slug === category).length;
      await page.locator(`[data-testid="filter-chips"] a[data-slug="${category}"]`).click();
      await page.waitForURL(new RegExp(`[?&]category=${category}`));
      await expect.poll(() => cards(page).count()).toBe(Math.min(12, inCategory));
      expect(await page.locator(`[data-testid="filter-chips"] a[aria-current="page"]`).getAttribute('data-slug')).toBe(category);
      await page.locator('[data-testid="filter-chips"] a[data-slug=""]').click();
      await expect.poll(() => cards(page).count()).toBe(12);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('renders a filtered address on the server (shareable), hydrates it without a request, and answers 404 for an unknown category', async () => {
    const { categories } = await api<{ categories: { slug: string }[] }>('/v1/projects/categories');
    const slug = categories[1]!.slug;
    const { data: inCategory } = await api<{ data: Project[] }>(`/v1/projects/category/${slug}`);
    const response = await fetch(`${env.site.url}/projects?category=${slug}&lang=en`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.split('data-testid="project-card"').length - 1).toBe(Math.min(12, inCategory.length));
    expect(html).toContain(`aria-current="page" data-slug="${slug}"`);

    for (const { locale } of languages) {
      const { context, page, errors } = await openPage(env.browser, { locale });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/v1/')) asked.push(request.url());
      });
      await page.goto(`${env.site.url}/projects?category=${slug}`);
      await waitForSite(page);
      await expect.poll(() => page.locator('[data-ssr]').count()).toBe(0);
      expect(await cards(page).count()).toBe(Math.min(12, inCategory.length));
      expect(asked).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
    expect((await fetch(`${env.site.url}/projects?category=no-such-category`)).status).toBe(404);
  });

  it('shows the error state with the backup note when the list cannot be loaded (no violations)', async () => {
    const { context, page } = await openPage(env.browser, { locale: 'en-US' });
    await page.goto(`${env.site.url}/`);
    await waitForSite(page);
    await page.route('**/api/v1/projects?**', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: '{"success":false,"message":"Forbidden"}' }),
    );
    await page.locator('header nav').first().getByRole('link', { name: 'Projects' }).click();
    const error = page.getByRole('alert').filter({ hasText: 'Failed to load projects' });
    await error.waitFor();
    expect(await error.textContent()).toContain('The latest projects could not be loaded. Please try again later.');
    await noViolations(page, 'error state');
    await context.close();
  });
});

describe('/projects/{id}', () => {
  it('opens the gallery in a lightbox that follows the reading direction with the keyboard, keeps the focus inside and the page still, and gives the focus back', async () => {
    const id = await galleryProject();
    for (const { lang, locale } of languages) {
      const { context, page, errors } = await openPage(env.browser, { locale, viewport: { width: 1280, height: 800 } });
      await page.goto(`${env.site.url}/projects/${id}`);
      await waitForSite(page);
      await noViolations(page, `${lang} detail`);
      const items = page.getByTestId('gallery-item');
      const total = await items.count();
      await items.first().scrollIntoViewIfNeeded();
      await items.first().focus();
      await page.keyboard.press('Enter');
      const lightbox = page.getByTestId('lightbox');
      await lightbox.waitFor();
      // The viewer's keys are the dialog's own: wait until it has taken focus (an effect once its chunk rendered).
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="lightbox"]') !== null)).toBe(true);
      const counter = page.getByTestId('lightbox-counter');
      expect(await counter.textContent()).toBe(`1 / ${total}`);
      await noViolations(page, `${lang} lightbox open`);

      const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
      const back = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
      await page.keyboard.press(forward);
      expect(await counter.textContent()).toBe(`2 / ${total}`);
      await page.keyboard.press(forward);
      expect(await counter.textContent()).toBe(`3 / ${total}`);
      await page.keyboard.press(back);
      expect(await counter.textContent()).toBe(`2 / ${total}`);

      // The page behind does not scroll, and the keyboard stays in the viewer.
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(() => document.activeElement?.closest('[data-testid="lightbox"]') !== null || document.activeElement === document.body),
        ).toBe(true);
      }

      await page.keyboard.press('Escape');
      await lightbox.waitFor({ state: 'detached' });
      // Focus returns in the viewer's effect cleanup, which may run after the dialog left the DOM.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('gallery-item');
      expect(await page.evaluate(() => document.documentElement.classList.contains('scroll-locked'))).toBe(false);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('takes the project’s title once it arrives after a client-side navigation', async () => {
    const { data } = await api<{ data: (Project & { title: string })[] }>('/v1/projects?lang=en');
    const { context, page, errors } = await openPage(env.browser, { locale: 'en-US' });
    await page.goto(`${env.site.url}/projects`);
    await waitForSite(page);
    expect(await page.title()).toBe('Projects | Nasaq');
    await cards(page).first().getByTestId('project-link').click();
    await page.waitForURL(new RegExp(`/projects/${data[0]!.id}$`));
    await page.getByTestId('project-page').waitFor();
    await expect.poll(() => page.title()).toBe(`${data[0]!.title} | Nasaq`);
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Projects | Nasaq');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes the image with a swipe on a touch screen', async () => {
    const id = await galleryProject();
    const { context, page } = await openPage(env.browser, { locale: 'en-US', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(`${env.site.url}/projects/${id}`);
    await waitForSite(page);
    await page.getByTestId('gallery-item').first().tap();
    const image = page.getByTestId('lightbox-image');
    await image.waitFor();
    const box = (await image.boundingBox())!;
    const y = box.y + box.height / 2;
    await image.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: box.x + box.width - 20, clientY: y, isPrimary: true });
    await image.dispatchEvent('pointerup', { pointerType: 'touch', clientX: box.x + 20, clientY: y, isPrimary: true });
    await expect.poll(() => page.getByTestId('lightbox-counter').textContent()).toMatch(/^2 \//);
    await context.close();
  });

  it('says Project Not Found with status 404 from the server, with a link back to /projects, in both languages', async () => {
    for (const { lang, locale } of languages) {
      const { context, page, errors } = await openPage(env.browser, { locale });
      const response = await page.goto(`${env.site.url}/projects/987654`);
      expect(response?.status()).toBe(404);
      await page.getByTestId('project-not-found').waitFor();
      await waitForSite(page);
      expect(await page.locator('main h1').textContent()).toBe(lang === 'ar' ? 'المشروع غير موجود' : 'Project Not Found');
      await noViolations(page, `${lang} not found`);
      await page.getByTestId('project-not-found').getByRole('link').click();
      await page.waitForURL(/\/projects$/);
      await cards(page).first().waitFor();
      expect(errors.filter((text) => !text.includes('404 (Not Found)'))).toEqual([]);
      await context.close();
    }
  });
});
