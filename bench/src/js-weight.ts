import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface ScriptWeight {
  url: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript a browser downloads for `path` until the page is interactive (the home
 * page's services grid rendered and the network idle), each file gzipped at level 9.
 */
export async function measureJavaScript(browser: Browser, origin: string, path: string, readySelector: string): Promise<ScriptWeight[]> {
  const context = await browser.newContext({ locale: 'ar-EG' });
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
  await page.locator(readySelector).first().waitFor();
  await page.waitForLoadState('networkidle');
  const result = await Promise.all(scripts);
  await context.close();
  return result.sort((a, b) => b.gzipBytes - a.gzipBytes);
}
