import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './testing/browser';
import { openPage } from './testing/page';
import { watchMainThread, withinLimit } from './testing/stall';

/** The limit on a wait that Playwright gives none names the wait and what the page was doing. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a wait past its limit', () => {
  it('on a page that still answers: says so, with its frames and visibility', async () => {
    const { context, page } = await openPage(browser);
    await page.setContent('<p>waiting</p>');
    const never = page.evaluate(() => new Promise<void>(() => undefined));
    await expect(withinLimit(page, 'a promise that never settles', never, 300)).rejects.toThrow(
      /^a promise that never settles: no answer in 300 ms\. The page answers: frame within 1 s, visible, complete, scrollY 0\.$/,
    );
    await context.close();
  });

  it('on a page whose main thread is busy: names the script it runs', async () => {
    const { context, page } = await openPage(browser);
    await page.setContent('<p>busy</p>');
    // On before the page stalls: turning the debugger on may wait for a free main thread.
    await watchMainThread(page);
    // A named function, as a string so that the name reaches the page as written. It spins well
    // past the limit, the probe's 3 s and the pause; closing the page ends it.
    const busy = page.evaluate('(function spinsForTenSeconds() { const end = Date.now() + 10000; while (Date.now() < end); })()');
    await expect(withinLimit(page, 'a busy page', busy, 300)).rejects.toThrow(
      /^a busy page: no answer in 300 ms\. The page answers nothing in 3 s; its main thread runs spinsForTenSeconds /,
    );
    await context.close();
  });

  it('on a page busy from its first limited wait: says it answers nothing', async () => {
    const { context, page } = await openPage(browser);
    await page.setContent('<p>busy at once</p>');
    const busy = page.evaluate('(function spinsForTenSeconds() { const end = Date.now() + 10000; while (Date.now() < end); })()');
    await expect(withinLimit(page, 'a page busy at once', busy, 300)).rejects.toThrow(
      // The script is named only if the debugger, asked for as the wait began, came on before it ran.
      /^a page busy at once: no answer in 300 ms\. The page answers nothing in 3 s\b/,
    );
    await context.close();
  });
});
