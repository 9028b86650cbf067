/**
 * `npx tsx bench/src/js-weight-only.ts [page ...]`: only the JavaScript figure of `npm run bench`
 * (what a page downloads before it is interactive, gzip -9), without Lighthouse, for a quick
 * before/after of a change. Pages are paths with their query (`/about?lang=en`), `/?lang=ar` by
 * default; one page lists its files, several print a line each. Uses the current build as it is.
 */
import { launchBrowser } from '@site/e2e/testing/browser';
import { startSite } from '@site/e2e/testing/server';
import { measureJavaScript } from './js-weight';

const kb = (bytes: number) => (bytes / 1024).toFixed(2);
const site = await startSite();
const browser = await launchBrowser();
const pages = process.argv.slice(2);
try {
  for (const page of pages.length > 0 ? pages : ['/?lang=ar']) {
    const locale = /[?&]lang=en\b/.test(page) ? 'en-US' : 'ar-EG';
    const scripts = await measureJavaScript(browser, site.url, page, locale);
    const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    if (pages.length <= 1) for (const script of scripts) console.log(`  ${kb(script.gzipBytes).padStart(7)} KB  ${script.url}`);
    console.log(`  ${kb(total).padStart(7)} KB  total in ${scripts.length} files (${total} bytes)  ${page}`);
  }
} finally {
  await browser.close();
  await site.stop();
}
