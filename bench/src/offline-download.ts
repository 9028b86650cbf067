/**
 * `npx tsx bench/src/offline-download.ts`: figures of offline mode's download (docs/offline.md#figures) against
 * the real server and its seed content. (1) In Chromium, as a visitor does it: the header's
 * toggle, timed until the success dialog, with the dialog's counts. (2) The same download run
 * in Node (fake-indexeddb and an in-memory Cache Storage) twice: with the 50 MB budget as it is,
 * and with the budget forced down to 1 MB, to show what the plan keeps. A benchmark measures;
 * the machine is shared, so the times are only indicative.
 */
import 'fake-indexeddb/auto';
import { launchBrowser } from '@site/e2e/testing/browser';
import { openPage } from '@site/e2e/testing/page';
import { startSite } from '@site/e2e/testing/server';
import { resetRequestClient, setApiBase } from '@site/shared/request';
import { closeOfflineDb, downloadOfflineCopy, MemoryCacheStorage, openOfflineDb } from '@site/shared/testing/offline';

const MB = 1024 * 1024;
const site = await startSite();
const browser = await launchBrowser();
try {
  const { context, page } = await openPage(browser, { locale: 'en-US' });
  await page.goto(`${site.url}/?lang=en`);
  // (Not the harness's waitForSite: tsx adds helpers to the functions it would send to the page.)
  await page.locator('#shell-header[data-live]').waitFor({ state: 'attached' });
  const started = Date.now();
  await page.getByTestId('offline-toggle').click();
  await page.locator('[data-testid="offline-dialog"][data-phase="success"]').waitFor({ timeout: 600_000 });
  const seconds = (Date.now() - started) / 1000;
  const text = async (id: string) => (await page.getByTestId(`offline-${id}`).textContent())?.trim();
  console.log(`Chromium, from the toggle to the success dialog: ${seconds.toFixed(1)} s`);
  console.log(`  items ${await text('items')}, images ${await text('images')}, stored ${await text('bytes')}, not fetched ${await text('failed')}`);
  await context.close();

  setApiBase(`${site.url}/api`);
  for (const limitBytes of [50 * MB, 1 * MB]) {
    resetRequestClient();
    const caches = new MemoryCacheStorage();
    (globalThis as { caches?: unknown }).caches = caches;
    const begin = Date.now();
    const summary = await downloadOfflineCopy(await openOfflineDb(), { lang: 'en', origin: site.url, signal: new AbortController().signal, limitBytes });
    console.log(
      `Node, limit ${limitBytes / MB} MB: ${((Date.now() - begin) / 1000).toFixed(1)} s, replies ${summary.items}, images ${summary.images}, pages ${summary.pages}, ` +
        `${(summary.bytes / MB).toFixed(2)} MB stored, failed ${summary.failed}, partial ${summary.partial}`,
    );
    await closeOfflineDb();
    indexedDB.deleteDatabase('nasaq-offline');
  }
} finally {
  await browser.close();
  await site.stop();
}
