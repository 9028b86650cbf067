import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_IMAGES_CACHE, isWorkerCache } from '@site/shared/worker';
import { releaseCommand } from '@site/api/testing/release-command';
import { axeViolations } from './testing/axe';
import { openPage, waitForSite } from './testing/page';
import { buildOf, controlled, markStoredCopyFresh, offlineModeVisitor, storePage, useSiteOnDistCopy } from './testing/service-worker';

/**
 * The service worker (root-config/src/sw, docs/service-worker.md) in Debian's Chromium against
 * the real server, serving a copy of the build. A new build deployed under an open page is
 * service-worker-deploy.e2e.ts's (a file each: together they ran past 90 s on CI's 2 cores).
 * The offline store's download is the page side's (its own tests); here the test fills the
 * stored pages cache itself, as the download does: the server's HTML with its headers.
 */
const suite = useSiteOnDistCopy();

describe('the service worker, offline', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ context, page, errors } = await offlineModeVisitor(suite));
    await page.goto(`${suite.site.url}/?lang=en`);
    await waitForSite(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('installs once the page is idle and controls the page, precaching every section', async () => {
    await controlled(page);
    const build = await buildOf(page);
    expect(build).toMatch(/^[0-9a-f]{16}$/);
    const cached = await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      `nasaq-precache-${build}`,
    );
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
    await storePage(page, '/portfolio', 'en');
    await context.setOffline(true);
    try {
      // The sections' own copies of the host's singletons are not precached: the pages run without them.
      for (const [route, lang, dir] of [
        ['/services', 'en', 'ltr'],
        ['/services', 'ar', 'rtl'],
        ['/portfolio', 'en', 'ltr'],
      ] as const) {
        errors.length = 0;
        await page.goto(`${suite.site.url}${route}?lang=${lang}`);
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

  it('answers images the offline store kept from its cache when there is no network, and only those', async () => {
    await controlled(page);
    const image = `${suite.site.url}/favicon.svg`;
    await page.evaluate(
      async ({ image, cacheName }) => {
        const response = await fetch(image);
        await (await caches.open(cacheName)).put(`${image}?e2e=stored`, new Response(await response.blob(), { headers: response.headers }));
      },
      { image, cacheName: OFFLINE_IMAGES_CACHE },
    );
    await context.setOffline(true);
    try {
      const load = (src: string) =>
        page.evaluate(
          (src) =>
            new Promise<boolean>((resolve) => {
              const element = new Image();
              element.onload = () => resolve(element.naturalWidth > 0);
              element.onerror = () => resolve(false);
              element.src = src;
            }),
          src,
        );
      expect(await load(`${image}?e2e=stored`)).toBe(true);
      expect(await load(`${image}?e2e=never-stored`)).toBe(false);
    } finally {
      await context.setOffline(false);
      await page.evaluate((cacheName) => caches.delete(cacheName), OFFLINE_IMAGES_CACHE);
    }
  });

  it("shows the offline page for a route never stored, in the visitor's language, linking to what is stored (axe 0)", async () => {
    await controlled(page);
    await context.setOffline(true);
    try {
      await page.goto(`${suite.site.url}/about?lang=en`);
      await page.getByTestId('offline-page').waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
      expect(await page.locator('h1').textContent()).toBe('You are offline');
      expect(await page.locator('main ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
        '/portfolio?lang=en',
        '/services?lang=en',
      ]);
      expect(await axeViolations(page)).toEqual([]);

      // No ?lang=: the language cookie of the session decides.
      await context.addCookies([{ name: 'language', value: 'en', url: suite.site.url }]);
      await page.goto(`${suite.site.url}/clients`);
      await page.getByTestId('offline-page').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

      await page.goto(`${suite.site.url}/about?lang=ar`);
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
    const { context, page, errors } = await openPage(suite.browser, { locale: 'en-US' });
    try {
      await markStoredCopyFresh(page, suite.site.url);
      await page.goto(`${suite.site.url}/?lang=en`);
      await waitForSite(page);
      await page.evaluate(() => window.localStorage.setItem('offlineMode', 'true'));
      await page.reload();
      await waitForSite(page);
      await controlled(page);
      await page.evaluate(() => window.localStorage.setItem('offlineMode', 'false'));
      await page.reload();
      await waitForSite(page);
      // Removed once the page is loaded and idle (requestIdleCallback, 10 s at most): a loaded machine may take a while.
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined), { timeout: 60_000 }).toBe(true);
      const workerCaches = async () => (await page.evaluate(() => caches.keys())).filter(isWorkerCache);
      await expect.poll(workerCaches).toEqual([]);
      // The unregistered worker still controls this page until it unloads: a file the page asks
      // for now (a chunk loaded late) must not make its caches again.
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(await page.evaluate(async () => (await fetch([...document.scripts].find((script) => script.src)!.src)).status)).toBe(200);
      expect(await workerCaches()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a section redeployed through remotes.json', () => {
  it('is picked up by a page the worker controls: remotes.json and the new folder come from the network', async () => {
    const { context, page, errors } = await offlineModeVisitor(suite);
    const manifestFile = path.join(suite.dist, 'root-config', 'remotes.json');
    const original = readFileSync(manifestFile, 'utf8');
    try {
      await page.goto(`${suite.site.url}/?lang=en`);
      await waitForSite(page);
      await controlled(page);
      // The same section in a new folder, as `npm run build:one -- mf-pages --out dist/mf-pages-next` makes one.
      cpSync(path.join(suite.dist, 'mf-pages'), path.join(suite.dist, 'mf-pages-next'), { recursive: true });
      const manifest = JSON.parse(original) as { remotes: Record<string, { entry: string; serverEntry?: string }> };
      manifest.remotes['mf_pages'] = { entry: '/mf-pages-next/remoteEntry.js', serverEntry: '/mf-pages-next/server/remoteEntry.js' };
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
      // What the page reads through the worker is the edited manifest at once, not a stored copy.
      await expect
        .poll(() =>
          page.evaluate(async () => ((await (await fetch('/remotes.json')).json()) as { remotes: { mf_pages: { entry: string } } }).remotes.mf_pages.entry),
        )
        .toBe('/mf-pages-next/remoteEntry.js');
      // The server notices the manifest within a second; the next page is rendered with it.
      await expect.poll(async () => (await (await fetch(`${suite.site.url}/services?lang=en`)).text()).includes('/mf-pages-next/remoteEntry.js')).toBe(true);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${suite.site.url}/services?lang=en`);
      await waitForSite(page);
      expect(asked).toContain('/mf-pages-next/remoteEntry.js');
      expect(asked.filter((file) => file.startsWith('/mf-pages/'))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      writeFileSync(manifestFile, original);
      rmSync(path.join(suite.dist, 'mf-pages-next'), { recursive: true, force: true });
      await context.close();
      // The server reads the manifest again within a second: until it has, a page it renders
      // still names the removed folder, and the next test's first page would load nothing.
      await expect.poll(async () => (await (await fetch(`${suite.site.url}/services?lang=en`)).text()).includes('/mf-pages-next/')).toBe(false);
    }
  });
});

/** `npm run release` or `rollback` against the test's server (its SQLite file, one process), as its operator runs them. */
const releaseAgainstSite = (script: 'release' | 'rollback', args: string[]) =>
  releaseCommand(script, args, { DATABASE_URL: '', DATA_DIR: suite.site.dataDir, DIST_DIR: suite.dist });

describe('a section released with npm run release', () => {
  it('is picked up by a page the worker controls, whose build stamp and worker stay: a release is no new build', async () => {
    const { context, page, errors } = await offlineModeVisitor(suite);
    const release = mkdtempSync(path.join(tmpdir(), 'site-sw-release-'));
    try {
      await page.goto(`${suite.site.url}/?lang=en`);
      await waitForSite(page);
      await controlled(page);
      const build = await buildOf(page);
      const worker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
      // The build's own mf-pages, released as it is: served from its version's folder from now on.
      cpSync(path.join(suite.dist, 'mf-pages'), path.join(release, 'mf-pages'), { recursive: true });
      const released = await releaseAgainstSite('release', ['mf-pages', '--from', path.join(release, 'mf-pages')]);
      expect(released.code, released.output).toBe(0);
      const version = /version ([0-9a-f]{20})/.exec(released.output)?.[1];
      const entry = `/releases/mf-pages/${version}/remoteEntry.js`;
      await expect
        .poll(() =>
          page.evaluate(async () => ((await (await fetch('/remotes.json')).json()) as { remotes: { mf_pages: { entry: string } } }).remotes.mf_pages.entry),
        )
        .toBe(entry);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`${suite.site.url}/services?lang=en`);
      await waitForSite(page);
      expect(asked).toContain(entry);
      expect(asked.filter((file) => file.startsWith('/mf-pages/'))).toEqual([]);
      // The same build (its stamp) and the same worker, with no other waiting to take over.
      expect(await buildOf(page)).toBe(build);
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(worker);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.installing ?? null)).toBeNull();
      // The release's files went through the worker, kept for offline use like any hashed file.
      await expect.poll(() => page.evaluate(async (url) => (await caches.match(url)) !== undefined, entry)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      const rolled = await releaseAgainstSite('rollback', ['mf-pages']);
      expect(rolled.code, rolled.output).toBe(0);
      rmSync(release, { recursive: true, force: true });
      await expect.poll(async () => (await (await fetch(`${suite.site.url}/services?lang=en`)).text()).includes('/releases/')).toBe(false);
    }
  });
});
