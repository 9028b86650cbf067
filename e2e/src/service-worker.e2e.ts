import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_PAGES_CACHE } from '@site/shared/offline-names';
import { axeViolations } from './harness/axe';
import { launchBrowser } from './harness/browser';
import { openPage, waitForSite } from './harness/page';
import { repoRoot, startSite, type RunningSite } from './harness/server';

/**
 * The service worker (root-config/src/sw, docs/service-worker.md) in Debian's Chromium against
 * the real server, serving a copy of the build (the deploy test builds anew into it).
 * The offline store's download is the page side's (its own tests); here the test fills the
 * stored pages cache itself, as the download does: the server's HTML with its headers.
 */
let dist: string;
let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'site-sw-dist-'));
  cpSync(path.join(repoRoot, 'dist'), dist, { recursive: true });
  site = await startSite({ DIST_DIR: dist, LOG_LEVEL: 'warn' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  rmSync(dist, { recursive: true, force: true });
});

/** A visitor with offline mode on (the worker registers only then). */
async function offlineModeVisitor(locale = 'en-US') {
  const opened = await openPage(browser, { locale });
  await opened.context.addInitScript(() => window.localStorage.setItem('offlineMode', 'true'));
  return opened;
}

/** Waits until the worker is active and controls `page`. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

/** The build the page was stamped with. */
function buildOf(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="nasaq-build"]')?.content ?? null);
}

/**
 * Stores the server's HTML of `route` as the offline store does: key `${origin}${path}?lang=${lang}`,
 * its headers kept. One meta element is added, so the test can tell the stored copy from a live page.
 */
async function storePage(page: Page, route: string, lang: 'ar' | 'en'): Promise<void> {
  await page.evaluate(
    async ({ route, lang, cacheName }) => {
      const key = `${location.origin}${route}?lang=${lang}`;
      const response = await fetch(key, { credentials: 'same-origin' });
      const cache = await caches.open(cacheName);
      const html = (await response.text()).replace('</head>', '<meta name="e2e-stored-copy" content="yes"></head>');
      await cache.put(key, new Response(html, { status: response.status, headers: response.headers }));
    },
    { route, lang, cacheName: OFFLINE_PAGES_CACHE },
  );
}

describe('the service worker, offline', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await offlineModeVisitor());
    await page.goto(`${site.url}/?lang=en`);
    await waitForSite(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('installs once the page is idle and controls the page, precaching every section', async () => {
    await controlled(page);
    const build = await buildOf(page);
    expect(build).toMatch(/^[0-9a-f]{16}$/);
    const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), `nasaq-precache-${build}`);
    for (const section of ['mf-shell', 'mf-pages', 'mf-portfolio', 'mf-forms']) expect(cached, section).toContain(`/${section}/remoteEntry.js`);
    expect(cached.some((file) => /^\/main\.[0-9a-f]{10}\.js$/.test(file))).toBe(true);
    expect(cached.some((file) => file.endsWith('.woff2'))).toBe(true);
    expect(cached).not.toContain('/remotes.json');
    expect(cached.some((file) => file.includes('/server/'))).toBe(false);
    expect(errors).toEqual([]);
  });

  it('reloads a stored page with no network: the stored HTML in its language, hydrated by scripts from the precache', async () => {
    await controlled(page);
    await storePage(page, '/services', 'en');
    await storePage(page, '/services', 'ar');
    await context.setOffline(true);
    try {
      for (const [lang, dir] of [['en', 'ltr'], ['ar', 'rtl']] as const) {
        errors.length = 0;
        await page.goto(`${site.url}/services?lang=${lang}`);
        await waitForSite(page);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, dir]);
        expect(await page.locator('meta[name="e2e-stored-copy"]').count()).toBe(1);
        // The stored page's own policy (its header) allowed its inline scripts: no refusal.
        expect(errors.filter((error) => /Content Security Policy|Refused/i.test(error))).toEqual([]);
      }
    } finally {
      await context.setOffline(false);
    }
  });

  it("shows the offline page for a route never stored, in the visitor's language, linking to what is stored (axe 0)", async () => {
    await controlled(page);
    await context.setOffline(true);
    try {
      await page.goto(`${site.url}/about?lang=en`);
      await page.getByTestId('offline-page').waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
      expect(await page.locator('h1').textContent()).toBe('You are offline');
      expect(await page.locator('main ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/services?lang=en']);
      expect(await axeViolations(page)).toEqual([]);

      // No ?lang=: the language cookie of the session decides.
      await context.addCookies([{ name: 'language', value: 'en', url: site.url }]);
      await page.goto(`${site.url}/clients`);
      await page.getByTestId('offline-page').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

      await page.goto(`${site.url}/about?lang=ar`);
      await page.getByTestId('offline-page').waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
      expect(await page.locator('h1').textContent()).toBe('لا يوجد اتصال بالإنترنت');
      expect(await page.locator('main ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(['/services?lang=ar']);
      expect(await axeViolations(page)).toEqual([]);

      // Its "try again" link, once the network is back, is the page itself.
      await context.setOffline(false);
      await page.getByRole('link', { name: 'حاول مجدداً' }).click();
      await waitForSite(page);
      expect(new URL(page.url()).pathname).toBe('/about');
    } finally {
      await context.setOffline(false);
    }
  });
});

describe('offline mode switched off', () => {
  it('removes the worker and its own caches at the next page load', async () => {
    const { context, page, errors } = await openPage(browser, { locale: 'en-US' });
    try {
      await page.goto(`${site.url}/?lang=en`);
      await waitForSite(page);
      await page.evaluate(() => window.localStorage.setItem('offlineMode', 'true'));
      await page.reload();
      await waitForSite(page);
      await controlled(page);
      await page.evaluate(() => window.localStorage.setItem('offlineMode', 'false'));
      await page.reload();
      await waitForSite(page);
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
      await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('nasaq-precache-')))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
