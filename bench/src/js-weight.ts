import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface ScriptWeight {
  url: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The phone Lighthouse's mobile runs emulate (a Moto G Power): what starts "near the viewport"
 * (the home page's blocks, the live preview of /embed) depends on the screen's height, so the
 * figure is a phone's, as the budget is.
 */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;

/**
 * The JavaScript a phone downloads for `path` until the page is interactive (its slots live,
 * its screen hydrated, as the browser tests' `waitForSite` sees it, then the network idle), each
 * file gzipped at level 9: bytes, not time, so the same build gives the same figure on any machine.
 */
export async function measureJavaScript(browser: Browser, origin: string, path: string, locale = 'ar-EG'): Promise<ScriptWeight[]> {
  const context = await browser.newContext({ locale, ...PHONE });
  const page = await context.newPage();
  const scripts: Promise<ScriptWeight>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({
        url: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(`${origin}${path}`);
  await page.waitForFunction(() => {
    const app = document.querySelector('main > [id^="app-"]');
    const header = document.getElementById('shell-header');
    return header?.hasAttribute('data-live') && (app === null || (app.hasAttribute('data-live') && document.querySelector('main[data-screen-live]') !== null));
  });
  await page.waitForLoadState('networkidle');
  const result = await Promise.all(scripts);
  await context.close();
  return result.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

export const totalGzip = (scripts: ScriptWeight[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
