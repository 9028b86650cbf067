import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe';
import { animationsSettled, nearViewportWatching } from './page';
import { scrollTo } from './shell';

/**
 * Offline mode's stored copy in the browser (offline-store.e2e.ts, offline-store-ar.e2e.ts): the
 * API's lists, client-side navigations, switching the mode on from the header with the
 * download's images answered by the test, and what the page stored.
 */
export interface Item {
  id: number;
  slug: string;
  name?: string;
  title?: string | { ar: string; en: string };
}

export async function list(siteUrl: string, path: string, lang: string): Promise<Item[]> {
  const reply = (await (await fetch(`${siteUrl}/api${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)).json()) as { data: { data: Item[] } };
  return reply.data.data;
}

export const titleOf = (item: Item, lang: 'ar' | 'en') => (typeof item.title === 'object' ? item.title[lang] : (item.title ?? item.name ?? ''));

/** A client-side navigation, as a link click makes it (no reload). */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/**
 * Scrolls down the page a screen at a time, so the blocks below the fold come near and render,
 * once every block is watching the viewport (`nearViewportWatching`).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await nearViewportWatching(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await scrollTo(page, y);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
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
export async function switchOn(page: Page, options: { failDesign?: string; checkA11y?: boolean } = {}) {
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

export function stored(page: Page) {
  return page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((db) => db.name);
    const cacheNames = await caches.keys();
    return { databases, cacheNames };
  });
}

export async function closeDialog(page: Page): Promise<void> {
  await page.getByTestId('offline-close').click();
  await page.getByTestId('offline-dialog').waitFor({ state: 'detached' });
}
