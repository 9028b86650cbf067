/**
 * `npm run bench:embed`: the embedded widgets' figures for docs/embedding.md, on a partner page
 * of another origin (bench/src/embed-partner.ts: a phone-width article, the snippet exactly as
 * `/embed` gives it after the first paragraph):
 * - Lighthouse mobile (simulated slow 4G, 4x CPU, as `npm run bench`) of the page alone and with
 *   both widgets: score, Total Blocking Time, Cumulative Layout Shift, LCP (median of BENCH_RUNS, 3);
 * - what each widget (and both on one page) makes a phone download from the site before it is
 *   idle, gzip -9: JavaScript (against the budgets of build/widget-budgets.ts), its stylesheet,
 *   its fonts; then the time from the script tag to the first render (`nasaq:ready`), median of 5.
 * A benchmark measures; it never fails on a slow machine (timings on a shared machine are inflated).
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import type { WidgetKind } from '@site/shared/contract';
import { launchBrowser } from '@site/e2e/testing/browser';
import { waitForWidgets } from '@site/e2e/testing/embed';
import { startPartner, type PartnerSite } from '@site/e2e/testing/partner';
import { startSite } from '@site/e2e/testing/server';
import { embedLoaderFile } from '@site/api/embed-files';
import { WIDGET_BUDGETS } from '../../build/widget-budgets';
import { isBuildFresh } from '../../scripts/build-fingerprint';
import { runBuild } from '../../scripts/build';
import { partnerArticle, partnerSnippet } from './embed-partner';
import { runLighthouseInChild } from './lighthouse-isolated';
import type { LighthouseFigures } from './lighthouse-run';
import { median } from './median';

const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
const TIMED_LOADS = 5;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface Download {
  url: string;
  kind: 'script' | 'stylesheet' | 'font';
  gzipBytes: number;
}

interface Load {
  downloads: Download[];
  msToFirstRender: number;
}

function kindOf(url: string, resourceType: string): Download['kind'] | null {
  if (resourceType === 'script' || url.endsWith('.js')) return 'script';
  if (url.endsWith('.css')) return 'stylesheet';
  if (resourceType === 'font' || url.endsWith('.woff2')) return 'font';
  return null;
}

/** One cold load of a partner page at a phone's size: every file of the site it downloads until the page is idle. */
async function load(browser: Browser, partner: PartnerSite, site: string, pagePath: string, kinds: WidgetKind[]): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const downloads: Promise<Download | null>[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(site)) return;
    const kind = kindOf(new URL(response.url()).pathname, response.request().resourceType());
    if (!kind) return;
    downloads.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, kind, gzipBytes: gzipSync(body, { level: 9 }).length })));
  });
  // The page records its widgets' `nasaq:ready` as the browser tests' partner pages do (e2e/src/testing/partner.ts).
  await page.addInitScript(() => {
    const recorded = window as unknown as { partnerEvents: { type: string; tag: string }[] };
    recorded.partnerEvents = [];
    document.addEventListener('nasaq:ready', (event) => recorded.partnerEvents.push({ type: event.type, tag: (event.target as Element).localName }));
  });
  await page.goto(`${partner.origin}${pagePath}`);
  // A widget far down renders as the visitor nears it (docs/embedding.md, "When a widget renders"): scrolled to, as a visitor would.
  await waitForWidgets(
    page,
    kinds.map((kind) => `nasaq-${kind}`),
  );
  const msToFirstRender = await page.evaluate(async () => {
    const marks = window as unknown as { firstRender: Promise<number>; scriptTag: number };
    return (await marks.firstRender) - marks.scriptTag;
  });
  await page.waitForLoadState('networkidle');
  const result = { downloads: (await Promise.all(downloads)).filter((download): download is Download => download !== null), msToFirstRender };
  await context.close();
  return result;
}

function total(downloads: Download[], kind: Download['kind']): number {
  return downloads.filter((download) => download.kind === kind).reduce((sum, download) => sum + download.gzipBytes, 0);
}

function lighthouseLine(label: string, runs: LighthouseFigures[]): string {
  return `| ${label} | ${median(runs.map((run) => run.score))} | ${median(runs.map((run) => run.tbtMs))} ms | ${median(runs.map((run) => run.cls)).toFixed(3)} | ${median(runs.map((run) => run.lcpMs))} ms |`;
}

if (!isBuildFresh()) runBuild();
const partner = await startPartner();
const site = await startSite({ CORS_ORIGINS: partner.origin });
const browser = await launchBrowser();
try {
  const loader = readFileSync(embedLoaderFile('dist'));
  console.log(
    `\n/embed.js (the built loader, without the widgets' files the server adds): ${kb(loader.length)} KB, ${kb(gzipSync(loader, { level: 9 }).length)} KB gzip -9`,
  );

  const pages: Record<string, WidgetKind[]> = { portfolio: ['portfolio'], consultation: ['consultation'], both: ['portfolio', 'consultation'] };
  for (const [name, kinds] of Object.entries(pages)) partner.setPage(`/${name}`, partnerArticle(partnerSnippet(site.url, kinds)));
  partner.setPage('/alone', partnerArticle(''));
  console.log(`\nThe snippet measured (both widgets):\n${partnerSnippet(site.url, ['portfolio', 'consultation'])}`);

  console.log(`\nLighthouse mobile of the partner page (median of ${RUNS}, 4x CPU):\n`);
  console.log('| partner page | score | TBT | CLS | LCP |\n|---|---|---|---|---|');
  for (const [label, path] of [
    ['alone', '/alone'],
    ['with both widgets', '/both'],
  ] as const) {
    const runs = await runLighthouseInChild({ url: `${partner.origin}${path}`, runs: RUNS, slowdowns: [4] });
    console.log(
      lighthouseLine(
        label,
        runs.map((run) => run[0]!),
      ),
    );
  }

  console.log(
    `\nWhat a phone downloads from the site until the widgets are idle (gzip -9; script tag to first render: median of ${TIMED_LOADS} cold loads):\n`,
  );
  console.log('| partner page with | JavaScript (budget) | stylesheet | fonts | files | script tag to first render |\n|---|---|---|---|---|---|');
  for (const [name, kinds] of Object.entries(pages)) {
    const loads: Load[] = [];
    for (let run = 0; run < TIMED_LOADS; run += 1) loads.push(await load(browser, partner, site.url, `/${name}`, kinds));
    const first = loads[0]!;
    const budget = `budget ${WIDGET_BUDGETS[name as keyof typeof WIDGET_BUDGETS]}`;
    console.log(
      `| ${name} | **${kb(total(first.downloads, 'script'))} KB** (${budget} KB) | ${kb(total(first.downloads, 'stylesheet'))} KB | ${kb(total(first.downloads, 'font'))} KB | ${first.downloads.length} | ${Math.round(median(loads.map((run) => run.msToFirstRender)))} ms |`,
    );
    if (process.env['BENCH_FILES']) for (const download of first.downloads) console.log(`    ${kb(download.gzipBytes).padStart(6)} KB  ${download.url}`);
  }
} finally {
  await browser.close();
  await site.stop();
  await partner.close();
}
