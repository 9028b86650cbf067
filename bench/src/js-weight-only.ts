/**
 * `npx tsx bench/src/js-weight-only.ts`: only the first figure of `npm run bench` (the
 * JavaScript downloaded for `/` before it is interactive, gzip -9), without Lighthouse, for a
 * quick before/after of a change to the first page. Uses the current build as it is.
 */
import { launchBrowser } from '@site/e2e/harness/browser';
import { startSite } from '@site/e2e/harness/server';
import { measureJavaScript } from './js-weight';

const kb = (bytes: number) => (bytes / 1024).toFixed(2);
const site = await startSite();
const browser = await launchBrowser();
try {
  const scripts = await measureJavaScript(browser, site.url, '/', 'ar-EG');
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  for (const script of scripts) console.log(`  ${kb(script.gzipBytes).padStart(7)} KB  ${script.url}`);
  console.log(`  ${kb(total).padStart(7)} KB  total in ${scripts.length} files (${total} bytes)`);
} finally {
  await browser.close();
  await site.stop();
}
