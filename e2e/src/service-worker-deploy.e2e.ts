import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGES_CACHE } from '@site/shared/worker';
import { copyRepositorySource } from './testing/changed-section';
import { waitForSite } from './testing/page';
import { buildOf, controlled, offlineModeVisitor, storePage, useSiteOnDistCopy } from './testing/service-worker';

/**
 * A new build deployed under a page the service worker controls (root-config/src/sw,
 * docs/service-worker.md): the section rebuilt into the served copy of the build and the server
 * restarted, as a deploy does. The worker's other behaviour is service-worker.e2e.ts's.
 */
const suite = useSiteOnDistCopy();

/** The scripts and stylesheets of this origin a page has loaded (what it runs), by path. */
function loadedFiles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /\.(js|css)$/.test(url.pathname))
      .map((url) => url.pathname),
  );
}

/** The files a build's precache lists, by path. */
function precachedFiles(page: Page, build: string): Promise<string[]> {
  return page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname), `nasaq-precache-${build}`);
}

/**
 * A new build with one change on the home page: mf-pages rebuilt in place over the served dist/
 * (its old files are gone from the server, as after any deploy) and the service worker's step
 * run again (a new build ID); the server restarted on the same address, as a deploy does.
 * Only the section is built from the changed copy of the source: a host built from a copy whose
 * node_modules is a symbolic link would bundle a second federation runtime.
 */
async function deployChangedBuild(): Promise<void> {
  await suite.redeploy(() => {
    const source = mkdtempSync(path.join(tmpdir(), 'site-sw-src-'));
    try {
      copyRepositorySource(source, [
        {
          file: 'mf-pages/src/home/HomePage.tsx',
          find: '<Hero />',
          replace: '<Hero />\n      <p data-testid="new-build" className="container-page">A new build</p>',
        },
      ]);
      const env = { ...process.env, DIST_DIR: suite.dist };
      const rspack = spawnSync(
        process.execPath,
        [path.join(source, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '--config-name', 'mf-pages', '--config-name', 'mf-pages-server'],
        { cwd: source, env: { ...env, SECTION_OUT_DIR: path.join(suite.dist, 'mf-pages') }, encoding: 'utf8' },
      );
      expect(rspack.status, rspack.stderr).toBe(0);
      const worker = spawnSync(process.execPath, ['--import', 'tsx', path.join(source, 'scripts', 'build-service-worker.ts')], {
        cwd: source,
        env,
        encoding: 'utf8',
      });
      expect(worker.status, worker.stderr).toBe(0);
    } finally {
      rmSync(source, { recursive: true, force: true });
    }
  });
}

describe('a new build deployed', () => {
  it('is taken over by a new worker on the next navigation, while a page of the old build keeps running its own build only', { timeout: 300_000 }, async () => {
    const { context, page: oldPage, errors } = await offlineModeVisitor(suite);
    try {
      const sectionsAsked: string[] = [];
      oldPage.on('request', (request) => sectionsAsked.push(new URL(request.url()).pathname));
      await oldPage.goto(`${suite.site.url}/portfolio?lang=en`);
      await waitForSite(oldPage);
      await controlled(oldPage);
      const oldBuild = (await buildOf(oldPage))!;
      await storePage(oldPage, '/services', 'en');
      // This page has not needed the home page's section yet: it will after the deploy.
      expect(sectionsAsked.filter((file) => file.startsWith('/mf-pages/'))).toEqual([]);
      await oldPage.evaluate(() => {
        const counter = window as unknown as { controllerChanges: number };
        counter.controllerChanges = 0;
        navigator.serviceWorker.addEventListener('controllerchange', () => (counter.controllerChanges += 1));
      });

      await deployChangedBuild();

      // A page opened now is the new build, with its own files (the old worker does not serve it the old ones).
      const newPage = await context.newPage();
      newPage.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await newPage.goto(`${suite.site.url}/?lang=en`);

      await waitForSite(newPage);
      await newPage.getByTestId('new-build').waitFor();
      const newBuild = (await buildOf(newPage))!;
      expect(newBuild).not.toBe(oldBuild);

      // The new worker installs and takes over the open pages (the old page sees its controller change).
      await expect
        .poll(() => oldPage.evaluate(() => (window as unknown as { controllerChanges: number }).controllerChanges), { timeout: 60_000 })
        .toBeGreaterThan(0);
      // The page the offline store kept is fetched again for the new build, whose files the worker holds.
      // Offline mode is on, so the store holds every route in both languages: the worker fetches
      // them all again (three at a time), this one perhaps last, on a machine busy with other files.
      await expect
        .poll(
          () =>
            newPage.evaluate(
              async (cacheName) => (await (await caches.match(`${location.origin}/services?lang=en`, { cacheName }))?.text()) ?? '',
              OFFLINE_PAGES_CACHE,
            ),
          { timeout: 60_000 },
        )
        .toContain(`<meta name="nasaq-build" content="${newBuild}">`);
      expect(await newPage.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('nasaq-precache-')).sort())).toEqual(
        [`nasaq-precache-${newBuild}`, `nasaq-precache-${oldBuild}`].sort(),
      );

      // The old page now needs the home page's section, whose files the deploy removed from the
      // server: it gets its own build's, from its build's precache, never the new build's.
      await oldPage.getByTestId('brand-link').click();
      await oldPage.locator('main h1').first().waitFor();
      await expect.poll(() => oldPage.evaluate(() => location.pathname)).toBe('/');
      await oldPage.getByTestId('home-hero').waitFor();
      expect(sectionsAsked.some((file) => file.startsWith('/mf-pages/'))).toBe(true);
      expect(await oldPage.getByTestId('new-build').count()).toBe(0);

      const oldFiles = new Set(await precachedFiles(newPage, oldBuild));
      const newFiles = new Set(await precachedFiles(newPage, newBuild));
      const ranByOld = await loadedFiles(oldPage);
      const ranByNew = await loadedFiles(newPage);
      expect(ranByOld.filter((file) => !oldFiles.has(file))).toEqual([]);
      expect(ranByNew.filter((file) => !newFiles.has(file))).toEqual([]);
      // The two builds differ in the section that changed, so "all from one build" means something.
      expect(ranByOld.filter((file) => file.startsWith('/mf-pages/') && !newFiles.has(file)).length).toBeGreaterThan(0);

      // Once the old build's last page is gone, the next navigation drops its files.
      await oldPage.close();
      await newPage.reload();
      await waitForSite(newPage);
      await expect
        .poll(() => newPage.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('nasaq-precache-'))))
        .toEqual([`nasaq-precache-${newBuild}`]);
      // With the flag on and nothing stored, the page downloads the offline copy in the
      // background (docs/offline.md); the deploy stops the server under it, so some of its
      // requests fail (skipped and counted: docs/product.md#connection-and-offline-mode). Anything else is an error.
      expect(errors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
