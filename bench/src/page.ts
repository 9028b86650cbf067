/**
 * `npm run bench`: page figures for the README. Prints the JavaScript downloaded for `/`
 * before it is interactive (KB gzip, per file and in total, against the budget) and the
 * Lighthouse mobile performance score, LCP, TBT and CLS of `/` in Arabic and English, of
 * /services, a blog article, the portfolio list and a portfolio detail page (Arabic).
 * A benchmark measures; it never fails on a slow machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '@site/e2e/harness/browser';
import { startSite } from '@site/e2e/harness/server';
import { isBuildFresh } from '../../scripts/build-fingerprint';
import { runBuild } from '../../scripts/build';
import { measureJavaScript } from './js-weight';
import { runLighthouse } from './lighthouse-run';

const BUDGET_KB_GZIP = 170;
const RUNS = 3;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

if (!isBuildFresh()) runBuild();
const site = await startSite();
const browser = await launchBrowser();
try {
  const scripts = await measureJavaScript(browser, site.url, '/', '[data-testid="service-card"]');
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log('\nJavaScript downloaded for / before it is interactive (gzip -9):');
  for (const script of scripts) console.log(`  ${kb(script.gzipBytes).padStart(6)} KB  ${script.url}`);
  console.log(`  ${kb(total).padStart(6)} KB  total in ${scripts.length} files (budget ${BUDGET_KB_GZIP} KB)`);

  // Simulated throttling on a small shared machine varies from run to run (TBT most): the
  // median of RUNS runs per language, by score, is printed with the range of the scores.
  const item = async (list: string) =>
    ((await (await fetch(`${site.url}/api/v1/${list}`)).json()) as { data: { data: { slug: string }[] } }).data.data[0]?.slug ?? '';
  const pages = [
    '/?lang=ar',
    '/?lang=en',
    '/services?lang=ar',
    `/blog/${await item('blogs')}?lang=ar`,
    '/portfolio?lang=ar',
    `/portfolio/${await item('social-media')}?lang=ar`,
  ];
  const lighthouse = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouse(`${site.url}${page}`));
    const scores = runs.map((figures) => figures.score).filter((score) => !Number.isNaN(score));
    const median = [...runs].sort((a, b) => (a.score || 0) - (b.score || 0))[Math.floor(runs.length / 2)]!;
    lighthouse.push({ page, ...median, scores });
  }
  console.log(`\nLighthouse mobile (performance), median of ${RUNS} runs:`);
  for (const run of lighthouse) {
    console.log(
      `  ${run.page}: score ${run.score} (runs: ${run.scores.join(', ')}), LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}`,
    );
  }

  const out = path.join(import.meta.dirname, '..', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'page.json'),
    JSON.stringify({ at: new Date().toISOString(), scripts, totalGzipBytes: total, lighthouse }, null, 2),
  );
} finally {
  await browser.close();
  await site.stop();
}
