/**
 * `npm run bench:embed`: the embedded widgets' figures for docs/embedding.md. Prints the size of
 * `/embed.js` (gzip -9), each widget's first-load JavaScript on a partner page (every script
 * the page downloads for it, gzip -9, against the 120 KB budget), and the time from the script
 * tag to each widget's first render (`nasaq:ready`), the median of 5 cold loads. The partner
 * page is served from another origin, as a partner's would be. A benchmark measures; it never
 * fails on a slow machine (timings on a shared 2-core machine are inflated).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '@site/e2e/harness/browser';
import { startPartner, type PartnerSite } from '@site/e2e/harness/partner';
import { repoRoot, startSite } from '@site/e2e/harness/server';
import { isBuildFresh } from '../../scripts/build-fingerprint';
import { runBuild } from '../../scripts/build';

const BUDGET_KB_GZIP = 120;
const RUNS = 5;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** A plain partner page: a mark before the script tag, the widget, and a listener for its first render. */
function partnerPage(site: string, element: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script>window.firstRender = new Promise((resolve) => document.addEventListener('nasaq:ready', () => resolve(performance.now())));</script>
</head><body><h1>Partner</h1>
<script>window.scriptTag = performance.now();</script>
<script src="${site}/embed.js" async></script>
${element}
</body></html>`;
}

interface Load {
  scripts: { url: string; gzipBytes: number }[];
  msToFirstRender: number;
}

async function load(browser: Browser, partner: PartnerSite, pagePath: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts: Promise<{ url: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.url().startsWith(partner.origin)) return;
    scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(`${partner.origin}${pagePath}`);
  const msToFirstRender = await page.evaluate(async () => {
    const ready = await (window as unknown as { firstRender: Promise<number> }).firstRender;
    return ready - (window as unknown as { scriptTag: number }).scriptTag;
  });
  await page.waitForLoadState('networkidle');
  const result = { scripts: await Promise.all(scripts), msToFirstRender };
  await context.close();
  return result;
}

if (!isBuildFresh()) runBuild();
const partner = await startPartner();
const site = await startSite({ CORS_ORIGINS: partner.origin });
const browser = await launchBrowser();
try {
  const loader = readFileSync(path.join(repoRoot, 'dist', 'embed-host', 'embed.js'));
  console.log(`\n/embed.js: ${kb(loader.length)} KB, ${kb(gzipSync(loader, { level: 9 }).length)} KB gzip -9 (budget 5 KB)`);

  const widgets = {
    portfolio: '<nasaq-portfolio lang="en"></nasaq-portfolio>',
    consultation: '<nasaq-consultation lang="ar"></nasaq-consultation>',
  };
  for (const [name, element] of Object.entries(widgets)) {
    partner.setPage(`/${name}`, partnerPage(site.url, element));
    const loads: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) loads.push(await load(browser, partner, `/${name}`));
    const first = loads[0]!;
    const total = first.scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    console.log(`\n<nasaq-${name}>: JavaScript of its first load on a partner page (gzip -9):`);
    for (const script of [...first.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${kb(script.gzipBytes).padStart(6)} KB  ${script.url}`);
    console.log(`  ${kb(total).padStart(6)} KB  total in ${first.scripts.length} files (budget ${BUDGET_KB_GZIP} KB)`);
    const times = loads.map((run) => run.msToFirstRender).sort((a, b) => a - b);
    console.log(
      `  script tag to first render: median ${Math.round(times[Math.floor(RUNS / 2)]!)} ms of ${RUNS} cold loads (${times.map((ms) => Math.round(ms)).join(', ')} ms)`,
    );
  }
} finally {
  await browser.close();
  await site.stop();
  await partner.close();
}
