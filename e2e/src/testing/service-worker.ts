import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { StoreSummary } from '@site/shared/offline';
import { OFFLINE_DB_NAME, OFFLINE_DB_VERSION, OFFLINE_PAGE_PATH, OFFLINE_PAGES_CACHE, SUMMARY_KEY } from '@site/shared/worker';
import { launchBrowser } from './browser';
import { openPage } from './page';
import { repoRoot, startSite, type RunningSite } from './server';

/**
 * The service worker's browser files (service-worker.e2e.ts, service-worker-deploy.e2e.ts): the
 * real server serving a copy of the build (a test may change or rebuild it), a Chromium, and the
 * visitors and stored pages their tests start from.
 */
export interface WorkerSuite {
  /** the copy of dist/ the server serves */
  readonly dist: string;
  readonly site: RunningSite;
  readonly browser: Browser;
  /** Stops the server, runs `deploy` (which changes `dist`), and starts it again on the same address, as a deploy does. */
  redeploy: (deploy: () => void) => Promise<void>;
}

/** The server on a fresh copy of dist/ and a Chromium for one test file: both start before its first test and stop after its last. */
export function useSiteOnDistCopy(): WorkerSuite {
  let dist: string | undefined;
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'site-sw-dist-'));
    cpSync(path.join(repoRoot, 'dist'), dist, { recursive: true });
    [site, browser] = await Promise.all([startSite({ DIST_DIR: dist, LOG_LEVEL: 'warn' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the ${name} is not started yet: use it inside a test or hook`);
    return value;
  };
  return {
    get dist() {
      return started(dist, 'copy of the build');
    },
    get site() {
      return started(site, 'site');
    },
    get browser() {
      return started(browser, 'browser');
    },
    redeploy: async (deploy) => {
      const running = started(site, 'site');
      const port = new URL(running.url).port;
      await running.stop();
      site = undefined;
      try {
        deploy();
      } finally {
        site = await startSite({ DIST_DIR: started(dist, 'copy of the build'), LOG_LEVEL: 'warn', PORT: port });
      }
    },
  };
}

/**
 * A visitor with offline mode on (the worker registers only then), whose stored copy is fresh
 * in both languages' eyes: with none, the page would start the download in the background
 * (store.ts `refreshIfStale`), and how far it got would decide what the worker finds stored.
 * Here the test alone fills the stored pages cache.
 */
export async function offlineModeVisitor(suite: WorkerSuite, locale = 'en-US') {
  const opened = await openPage(suite.browser, { locale });
  await opened.context.addInitScript(() => window.localStorage.setItem('offlineMode', 'true'));
  // loadedFiles() reads the resource timing entries: the browser keeps only 250 by default, and
  // a page with a gallery and the worker's traffic passes that, after which nothing is recorded.
  await opened.context.addInitScript(() => performance.setResourceTimingBufferSize(100_000));
  await markStoredCopyFresh(opened.page, suite.site.url);
  return opened;
}

/**
 * Writes the offline store's summary (db.ts) as a download that just finished would, from the
 * offline page (a page of the origin that runs none of the site's scripts). The database is
 * created with the store's own version and object stores, so the site opens it unchanged.
 */
export async function markStoredCopyFresh(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}${OFFLINE_PAGE_PATH}`);
  // The page's language is the one asked for: en for every visit that refreshes here.
  const none = { projects: 0, blogs: 0, designs: 0 };
  const summary: StoreSummary = {
    lang: 'en',
    languages: ['en', 'ar'],
    savedAt: Date.now(),
    items: 0,
    failed: 0,
    bytes: 0,
    budget: 0,
    languageBytes: { ar: 0, en: 0 },
    imageBytes: 0,
    images: 0,
    pages: 0,
    partial: false,
    kept: { ar: none, en: none },
    totals: none,
  };
  await page.evaluate(
    ({ name, version, key, summary }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(name, version);
        request.onupgradeneeded = () => {
          const db = request.result;
          db.createObjectStore('replies', { keyPath: 'key' });
          db.createObjectStore('summary');
          db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('createdAt', 'createdAt');
        };
        request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
        request.onsuccess = () => {
          const db = request.result;
          const write = db.transaction('summary', 'readwrite');
          write.objectStore('summary').put(summary, key);
          write.oncomplete = () => {
            db.close();
            resolve();
          };
          write.onerror = () => reject(write.error ?? new Error('the write failed'));
        };
      }),
    { name: OFFLINE_DB_NAME, version: OFFLINE_DB_VERSION, key: SUMMARY_KEY, summary },
  );
}

/** Waits until the worker is active and controls `page`. */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

/** The build the page was stamped with. */
export function buildOf(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="nasaq-build"]')?.content ?? null);
}

/**
 * Stores the server's HTML of `route` as the offline store does: key `${origin}${path}?lang=${lang}`,
 * its headers kept. One meta element is added, so the test can tell the stored copy from a live page.
 */
export async function storePage(page: Page, route: string, lang: 'ar' | 'en'): Promise<void> {
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
