/**
 * `npm run bench:trace -- [loads] [pages]`: where a phone's main thread goes while a page loads.
 * Each load is a first visit in a fresh context on a phone's screen (412×823), with Chromium's
 * own CPU throttling at the multiplier calibrated to the host's speed just before it
 * (cpu-calibration.ts; `BENCH_SLOWDOWN=4` for a fixed one): a real trace, not Lighthouse's
 * simulation, so every task is what the renderer did. The pages' loads alternate, so the host's
 * moods fall on each alike. Prints, per page, the medians of the loads: the main thread's work by
 * kind (Lighthouse's task groups, and layout apart from style), the long tasks (over 50 ms) and
 * the time past 50 ms in them, and the document's size; then the long tasks of each page's median
 * load, each with what it spent its time on. The traces are kept for DevTools' Performance panel
 * (`BENCH_RESULTS`, else bench/results/traces).
 *
 *   npm run bench:trace -- 5 '/?lang=ar,/?lang=en'
 *
 * The network is not throttled: what is measured is the CPU's work, which the network only
 * spreads out. `TRACE_ORIGIN=http://127.0.0.1:8106` traces a site already running; a page given
 * as a whole URL is traced where it says, so two builds alternate load by load
 * (`'http://127.0.0.1:4400/?lang=ar,http://127.0.0.1:8106/?lang=ar'`).
 */
/// <reference types="lighthouse/types/internal/global.d.ts" />
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchBrowser } from '@site/e2e/testing/browser';
import { startSite } from '@site/e2e/testing/server';
import { calibratedSlowdown } from './cpu-calibration';
import { mainThreadTasksOf, processTrace } from './trace-clocks';
import { summariseTasks, type LoadSummary } from './trace-summary';
import { median } from './median';

const [loadsArg = '5', pagesArg = '/?lang=ar,/?lang=en'] = process.argv.slice(2);
const loads = Number(loadsArg);
if (!Number.isInteger(loads) || loads < 1) {
  console.error('usage: npm run bench:trace -- <loads> <pages, comma-separated>');
  process.exit(2);
}
const pages = pagesArg.split(',').filter(Boolean);
const fixedSlowdown = process.env['BENCH_SLOWDOWN'] ? Number(process.env['BENCH_SLOWDOWN']) : undefined;
const out = process.env['BENCH_RESULTS'] ?? path.join(import.meta.dirname, '..', 'results', 'traces');

/** Chromium's categories for a Performance panel trace, as Lighthouse records them. */
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink.console',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-lighthouse',
];

/** The host's speed as Lighthouse measures it (its `benchmarkIndex`), in a blank page. */
async function benchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}

interface DocumentFigures {
  elements: number;
  textNodes: number;
  inlineSvgBytes: number;
}

interface Load extends LoadSummary {
  page: string;
  index: number;
  slowdown: number;
  document: DocumentFigures;
  trace: unknown;
}

/** The load is over once the page has loaded, the network is quiet and the main thread has been idle a while (the layout script's idle parts and the blocks near the viewport included). */
async function settle(evaluate: (script: string) => Promise<unknown>): Promise<void> {
  for (let quiet = 0; quiet < 3;) {
    const idleSoon = await evaluate(
      'new Promise((done) => { const t = performance.now(); requestIdleCallback(() => done(performance.now() - t), { timeout: 5000 }); })',
    );
    quiet = Number(idleSoon) < 50 ? quiet + 1 : 0;
    await evaluate('new Promise((done) => setTimeout(done, 500))');
  }
}

async function traceOnce(browser: Browser, origin: string, sitePath: string): Promise<Load> {
  const index = await benchmarkIndex(browser);
  const slowdown = fixedSlowdown ?? Number(calibratedSlowdown(index).toFixed(2));
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: /[?&]lang=en\b/.test(sitePath) ? 'en-US' : 'ar-EG',
  });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(/^https?:/.test(sitePath) ? sitePath : `${origin}${sitePath}`, { waitUntil: 'load', timeout: 120_000 });
    await settle((script) => page.evaluate(script));
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: unknown[] };
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const document = await page.evaluate<DocumentFigures>(`(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      let textNodes = 0;
      while (walker.nextNode()) textNodes += 1;
      const svgs = [...document.querySelectorAll('svg')].filter((svg) => !svg.parentElement.closest('svg'));
      return {
        elements: document.getElementsByTagName('*').length,
        textNodes,
        inlineSvgBytes: svgs.reduce((sum, svg) => sum + new TextEncoder().encode(svg.outerHTML).length, 0),
      };
    })()`);
    return { page: sitePath, index, slowdown, document, trace, ...summariseTasks(mainThreadTasksOf(processTrace(trace))) };
  } finally {
    await context.close();
  }
}

/** A trace Chromium recorded badly (no navigation in it, as Lighthouse's NO_NAVSTART) is said on stderr and taken again, up to three times. */
async function traceWithRetries(browser: Browser, origin: string, sitePath: string): Promise<Load> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await traceOnce(browser, origin, sitePath);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`trace ${attempt} of ${sitePath} failed, again: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const ms = (value: number) => String(Math.round(value)).padStart(5);

const site = process.env['TRACE_ORIGIN'] ? undefined : await startSite();
const origin = process.env['TRACE_ORIGIN'] ?? site!.url;
const browser = await launchBrowser();
try {
  const byPage = new Map<string, Load[]>(pages.map((page) => [page, []]));
  for (let load = 0; load < loads; load += 1) {
    for (const page of pages) {
      const traced = await traceWithRetries(browser, origin, page);
      byPage.get(page)!.push(traced);
      console.error(
        `${page}: index ${traced.index} (${traced.slowdown}x), ${traced.longTasks.length} long tasks, ${Math.round(traced.blockingMs)} ms past 50, longest ${Math.round(traced.longTasks[0]?.durationMs ?? 0)} ms`,
      );
    }
  }
  mkdirSync(out, { recursive: true });
  console.log(
    `\nMain thread of a first visit on a phone's screen, Chromium's CPU throttling calibrated to the host (median of ${loads} loads; ms of the throttled clock):\n`,
  );
  console.log(
    '| page | host index (CPU) | tasks | long tasks | past 50 ms | longest | parse HTML | style | layout | paint | script eval | compile | GC | elements | text nodes | inline SVG KB |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const medianLoads: Load[] = [];
  for (const [page, traced] of byPage) {
    const of = (pick: (load: Load) => number) => median(traced.map(pick));
    console.log(
      `| ${page} | ${traced.map((load) => load.index).join('/')} (${of((load) => load.slowdown)}x) | ${ms(of((load) => load.busyMs))} | ${of((load) => load.longTasks.length)} | ${ms(of((load) => load.blockingMs))} | ${ms(of((load) => load.longTasks[0]?.durationMs ?? 0))} | ${ms(of((load) => load.byKind.parseHTML))} | ${ms(of((load) => load.byKind.style))} | ${ms(of((load) => load.byKind.layout))} | ${ms(of((load) => load.byKind.paint))} | ${ms(of((load) => load.byKind.scriptEvaluation))} | ${ms(of((load) => load.byKind.scriptParseCompile))} | ${ms(of((load) => load.byKind.garbageCollection))} | ${of((load) => load.document.elements)} | ${of((load) => load.document.textNodes)} | ${(of((load) => load.document.inlineSvgBytes) / 1024).toFixed(1)} |`,
    );
    const middle = [...traced].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(traced.length / 2)]!;
    medianLoads.push(middle);
  }
  for (const load of medianLoads) {
    console.log(
      `\nLong tasks of ${load.page}, its median load by time past 50 ms (${Math.round(load.blockingMs)} ms; index ${load.index}, ${load.slowdown}x):\n`,
    );
    console.log('| starts at ms | lasts ms | what it did (ms) | script |');
    console.log('|---|---|---|---|');
    for (const task of [...load.longTasks].sort((a, b) => a.startMs - b.startMs)) {
      const parts = Object.entries(task.byEvent)
        .filter(([, spent]) => spent >= 5)
        .sort(([, a], [, b]) => b - a)
        .map(([name, spent]) => `${name} ${Math.round(spent)}`)
        .join(', ');
      console.log(
        `| ${Math.round(task.startMs)} | ${Math.round(task.durationMs)} | ${parts} | ${task.url ? task.url.replace(origin, '') : '(the document)'} |`,
      );
    }
    const file = path.join(out, `${load.page.replace(/[^a-z0-9]+/gi, '_')}.trace.json`);
    writeFileSync(file, JSON.stringify(load.trace));
  }
  writeFileSync(
    path.join(out, 'summary.json'),
    JSON.stringify({ at: new Date().toISOString(), loads: [...byPage.values()].flat().map(({ trace: _trace, ...load }) => load) }, null, 2),
  );
  console.log(`\nTraces of the median loads (DevTools, Performance, Load profile): ${out}`);
} finally {
  await browser.close();
  await site?.stop();
}
