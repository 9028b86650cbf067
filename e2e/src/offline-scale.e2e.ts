import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runContentImport } from '@site/api/content-import';
import { OFFLINE_DB_NAME, SUMMARY_KEY } from '@site/shared/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, waitForSite, withoutBackdropBlur } from './testing/page';
import { writeScaledContent } from './testing/scaled-content';
import { repoRoot } from './testing/server';
import { useSiteAndBrowser } from './testing/suite';

/**
 * Offline mode on ten times the demo content (300 projects, 120 articles, 80 designs), with
 * images heavier than the server's manifest says (its estimates are wrong on purpose): the
 * download keeps both languages within the 50 MB budget in what it fetches and in what it
 * stores, says so in MB and in items of each language, keeps the newest items, and the stored
 * copy opens with no network: home, the lists and the items kept, in both languages. The images are answered by the test, not rendered by the server (as in
 * offline-store.e2e.ts: a fresh server would turn hundreds of images into WebP, most of this
 * file's time); 300 KB each (a large photograph), they put the site well over the budget. The
 * budget is then full with about 35 items of each kind in each language (55 at 150 KB): each
 * item kept is a page the server renders and an API read, which a loaded CI machine takes most
 * of this file's time over (docs/testing.md#where-the-time-goes).
 */
const folder = mkdtempSync(path.join(tmpdir(), 'site-offline-scale-'));
const content = path.join(folder, 'content');
const dataDir = path.join(folder, 'data');
writeScaledContent(path.join(repoRoot, 'content'), content, 10);
// Imported before the server starts (its first start would import within its 60 s to start, which
// a loaded machine may not leave it): this hook runs before the site's own.
beforeAll(() => runContentImport({ DATA_DIR: dataDir, CONTENT_DIR: content }), 300_000);
const env = useSiteAndBrowser({ DATA_DIR: dataDir, CONTENT_DIR: content, RATE_LIMITS: 'off' });
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const MB = 1024 * 1024;
const BUDGET = 50 * MB;
const heavyImage = Buffer.alloc(300 * 1024, 7);

interface Item {
  id: number;
  slug: string;
}

async function api<T>(apiPath: string): Promise<T> {
  return ((await (await fetch(`${env.site.url}/api${apiPath}`)).json()) as { data: T }).data;
}

describe('offline mode at ten times the content', () => {
  it('downloads within the 50 MB budget, shows MB of it, keeps the newest, and opens offline', { timeout: 600_000 }, async () => {
    const manifest = await api<{ projects: Item[]; blogs: Item[]; totals: { projects: number; blogs: number } }>('/v1/offline/manifest?lang=en');
    expect(manifest.totals).toMatchObject({ projects: 300, blogs: 120 });
    const newestProject = (await api<{ project: { id: number; name: string } }>(`/v1/projects/slug/${manifest.projects[0]!.slug}?lang=en`)).project;
    const newestPost = (await api<{ blog: { slug: string; name: string } }>(`/v1/blogs/slug/${manifest.blogs[0]!.slug}?lang=en`)).blog;
    const newestProjectAr = (await api<{ project: { id: number; name: string } }>(`/v1/projects/slug/${manifest.projects[0]!.slug}?lang=ar`)).project;

    const { context, page, errors } = await openPage(env.browser, { locale: 'en-US' });
    await withoutBackdropBlur(context);
    await page.goto(`${env.site.url}/?lang=en`);
    await waitForSite(page);
    // Every byte the page receives from the toggle on: the images the test answers, and the
    // server's bodies as sent (compressed or not).
    const received = { bytes: 0 };
    await page.route('**/api/media/**', (route) => {
      received.bytes += heavyImage.length;
      return route.fulfill({ status: 200, contentType: 'image/webp', body: heavyImage });
    });
    const sizes: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/media/')) return;
      sizes.push(
        request.sizes().then(
          (size) => void (received.bytes += size.responseBodySize),
          () => undefined,
        ),
      );
    });

    await page.getByTestId('offline-toggle').click();
    const progress = page.getByTestId('offline-progress-size');
    await progress.waitFor();
    expect(await progress.textContent()).toMatch(/^[\d.]+ MB of 50 MB stored$/);
    await page.locator('[data-testid="offline-dialog"][data-phase="success"]').waitFor({ timeout: 540_000 });
    await Promise.all(sizes);

    // What was stored: within the budget, newest first, less than the whole site.
    const text = async (id: string) => (await page.getByTestId(`offline-${id}`).textContent()) ?? '';
    const storedMb = Number(/^([\d.]+) MB of 50 MB$/.exec(await text('bytes'))?.[1]);
    expect(storedMb).toBeGreaterThan(20);
    expect(storedMb).toBeLessThanOrEqual(50);
    await page.getByTestId('offline-partial').waitFor();
    // Both languages, each with at least the minimum and less than the whole site.
    const kept = (value: string) => Number(/^(\d+) of /.exec(value)?.[1]);
    for (const lang of ['ar', 'en']) {
      expect(await text(`kept-projects-${lang}`)).toMatch(/ of 300$/);
      expect(kept(await text(`kept-projects-${lang}`))).toBeGreaterThanOrEqual(10);
      expect(kept(await text(`kept-projects-${lang}`))).toBeLessThan(300);
      expect(kept(await text(`kept-articles-${lang}`))).toBeGreaterThanOrEqual(5);
    }
    const summary = await page.evaluate(
      ({ name, key }) =>
        new Promise<{ bytes: number; budget: number; languages: string[] }>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onerror = () => reject(request.error ?? new Error(`${name} could not be opened`));
          request.onsuccess = () => {
            const read = request.result.transaction('summary').objectStore('summary').get(key);
            read.onsuccess = () => resolve(read.result as { bytes: number; budget: number; languages: string[] });
          };
        }),
      { name: OFFLINE_DB_NAME, key: SUMMARY_KEY },
    );
    expect(summary.budget).toBe(BUDGET);
    expect(summary.languages).toEqual(['en', 'ar']);
    expect(summary.bytes).toBeLessThanOrEqual(BUDGET);
    // What was fetched: the budget and a small overhead (the manifest, the lists' pages, what was taken back).
    expect(received.bytes).toBeGreaterThan(20 * MB);
    expect(received.bytes).toBeLessThan(BUDGET * 1.1);
    await page.getByTestId('offline-close').click();

    // No network at all: the stored pages open (the service worker answers them), and so do the items kept.
    await context.setOffline(true);
    for (const [route, heading] of [
      ['/', null],
      ['/projects', null],
      ['/blog', null],
      [`/projects/${newestProject.id}`, newestProject.name],
      [`/blog/${newestPost.slug}`, newestPost.name],
      ['/?lang=ar', null],
      [`/projects/${newestProject.id}?lang=ar`, newestProjectAr.name],
    ] as const) {
      await page.goto(`${env.site.url}${route}${route.includes('?') ? '' : '?lang=en'}`);
      await waitForSite(page);
      const h1 = page.locator('main h1').first();
      await h1.waitFor();
      if (heading) expect(await h1.textContent()).toBe(heading);
    }
    await page.getByTestId('project-page').waitFor();
    await context.setOffline(false);
    expect(errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED|net::ERR/.test(error))).toEqual([]);
    await context.close();
  });
});
