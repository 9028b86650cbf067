/**
 * `npm run bench`: page figures for the docs. For every route of `shared/src/routes.ts` (one
 * item of each detail route, and the 404 page) in Arabic and English: the Lighthouse mobile
 * performance score, LCP, TBT and CLS (the median run of BENCH_RUNS, 5 by default, by score)
 * and the JavaScript downloaded before the page is interactive (KB gzip -9, against its budget),
 * in one table; then the files of `/` in Arabic. A benchmark measures; it never fails on a slow
 * machine. `BENCH_PATHS=/,/blog/` limits the routes (`/` is the home page only; any other entry
 * is a path prefix: `/blog/` is the article, `/blog` the list and the article);
 * `BENCH_RUNS=1` for a quick look.
 *
 * Each run is audited twice from the same page load: with Lighthouse's own 4× CPU slowdown (the
 * table's main columns), and with the slowdown Lighthouse's calculator gives for the host's
 * speed during that run (cpu-calibration.ts): this machine's speed moves 2.5× within a day, and
 * only the second stands for the same phone whatever the host's load. Each page's runs happen in
 * a child process (lighthouse-isolated.ts), so the bench's memory stays flat over the table.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '@site/e2e/testing/browser';
import { startSite } from '@site/e2e/testing/server';
import { everySitePath } from '@site/e2e/testing/site-paths';
import { isBuildFresh } from '../../scripts/build-fingerprint';
import { runBuild } from '../../scripts/build';
import { hasArabicFallbackFace } from './host-fonts';
import { measureJavaScript, totalGzip, type ScriptWeight } from './js-weight';
import { LIGHTHOUSE_DEFAULT_SLOWDOWN } from './cpu-calibration';
import { runLighthouseInChild } from './lighthouse-isolated';
import type { LighthouseFigures } from './lighthouse-run';
import type { MainThreadCpu } from './main-thread-cpu';
import { median } from './median';

/** The budget (docs/performance.md#budgets-and-where-they-stand): `/` at most 150 KB gzip of JavaScript before it is interactive, every other route 165. */
const budgetKb = (sitePath: string) => (sitePath === '/' ? 150 : 165);
const RUNS = Math.max(1, Number(process.env['BENCH_RUNS'] ?? 5));
const only = process.env['BENCH_PATHS']?.split(',').filter(Boolean);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

interface RouteFigures extends LighthouseFigures {
  page: string;
  scores: number[];
  /** the host's benchmarkIndex in each run */
  indexes: number[];
  /** the median run by score, and each run's score, audited with the calibrated slowdown */
  calibrated: LighthouseFigures;
  calibratedScores: number[];
  runsAtFour: LighthouseFigures[];
  calibratedRuns: LighthouseFigures[];
  jsGzipBytes: number;
  jsFiles: number;
  budgetKb: number;
  /** wall-clock seconds of one Lighthouse run of this page (its load gathered once, audited at 4× and calibrated) */
  secondsPerRun: number;
}

if (!isBuildFresh()) runBuild();
const site = await startSite();
const browser = await launchBrowser();
try {
  const arabicFace = await hasArabicFallbackFace(browser);
  const hostFonts = arabicFace
    ? 'this host has Noto Sans Arabic (the Arabic fallback face phones have)'
    : 'this host has no Noto Sans Arabic, which phones have: Arabic rows pay for letter-by-letter font lookups a phone does not (Debian: apt-get install fonts-noto-core)';
  console.error(`fonts: ${hostFonts}`);
  const sitePaths = (await everySitePath(site.url)).filter(
    (sitePath) => !only || only.some((prefix) => sitePath === prefix || (prefix !== '/' && sitePath.startsWith(prefix))),
  );
  const rows: RouteFigures[] = [];
  let homeScripts: ScriptWeight[] = [];
  for (const sitePath of sitePaths) {
    for (const lang of ['ar', 'en'] as const) {
      const page = `${sitePath}?lang=${lang}`;
      const scripts = await measureJavaScript(browser, site.url, page, lang === 'ar' ? 'ar-EG' : 'en-US');
      if (sitePath === '/' && lang === 'ar') homeScripts = scripts;
      // Simulated throttling on a small shared machine varies from run to run (TBT most): the
      // median run by score is printed, with every run's score beside it.
      const startedAt = performance.now();
      const audited = await runLighthouseInChild({ url: `${site.url}${page}`, runs: RUNS, slowdowns: [LIGHTHOUSE_DEFAULT_SLOWDOWN, 'calibrated'] });
      const runs = audited.map(([atFour]) => atFour!);
      const calibratedRuns = audited.map(([, calibrated]) => calibrated!);
      const medianOf = (figures: LighthouseFigures[]) => [...figures].sort((a, b) => (a.score || 0) - (b.score || 0))[Math.floor(figures.length / 2)]!;
      const row = {
        ...medianOf(runs),
        page,
        scores: runs.map((figures) => figures.score),
        indexes: runs.map((figures) => figures.benchmarkIndex),
        calibrated: medianOf(calibratedRuns),
        calibratedScores: calibratedRuns.map((figures) => figures.score),
        // every run of both audits, long tasks included, for the results file
        runsAtFour: runs,
        calibratedRuns,
        jsGzipBytes: totalGzip(scripts),
        jsFiles: scripts.length,
        budgetKb: budgetKb(sitePath),
        secondsPerRun: Number(((performance.now() - startedAt) / 1000 / RUNS).toFixed(1)),
      };
      rows.push(row);
      console.error(
        `measured ${page}: score ${row.score}, calibrated ${row.calibrated.score}, JS ${kb(row.jsGzipBytes)} KB, host index ${row.indexes.join('/')}, ${row.secondsPerRun} s a run`,
      );
    }
  }

  const width = Math.max(...rows.map((row) => row.page.length), 4);
  console.log(
    `\nLighthouse mobile (performance), median of ${RUNS} run(s) by score, 4x CPU as Lighthouse; then the same runs audited with the CPU slowdown calibrated to the host's benchmarkIndex (Lighthouse's calculator); JavaScript before interactive, gzip -9; last, from each run's trace, the main thread after its first contentful paint: the CPU time it ran against its tasks' wall time (the rest is waiting for a core on this host, which the calibrated audit multiplies too), and the blocking time of its tasks from the first contentful paint on at the calibrated slowdown, from their wall time and from their CPU time alone:\n`,
  );
  console.log(`Fonts: ${hostFonts}.\n`);
  console.log(
    `| ${'page'.padEnd(width)} | score (runs)     | LCP ms | TBT ms | CLS   | JS KB gzip (budget) | calibrated (runs) | TBT ms | LCP ms | host index of each run (median run's CPU) | main thread after FCP, CPU of wall ms | blocking from wall / CPU time, ms (CPU's runs) |`,
  );
  console.log(
    `|${'-'.repeat(width + 2)}|------------------|--------|--------|-------|---------------------|-------------------|--------|--------|--------------------------------------------|---------------------------------------|------------------------------------------------|`,
  );
  for (const row of rows) {
    const score = `${row.score} (${row.scores.join(', ')})`.padEnd(16);
    const js = `${kb(row.jsGzipBytes)} (${row.budgetKb})${row.jsGzipBytes > row.budgetKb * 1024 ? ' over' : ''}`.padEnd(19);
    const calibrated = `${row.calibrated.score} (${row.calibratedScores.join(', ')})`.padEnd(17);
    // every run's index (the calibrated multiplier follows each), and the median run's multiplier
    const host = `${row.indexes.join(', ')} (${row.calibrated.cpuSlowdown}x)`.padEnd(42);
    // The median run's main thread (wall time with the host's waits, CPU time without), and the
    // blocking time each run's CPU time makes at its calibrated slowdown (main-thread-cpu.ts).
    const main = row.calibrated.mainThread;
    const clocks = (
      main
        ? `${Math.round(main.cpuMs)} of ${Math.round(main.wallMs)} (${Math.round(main.keptCpuMs)} of ${Math.round(main.keptWallMs)} in tasks ≥ 10 ms)`
        : 'n/a'
    ).padEnd(37);
    const blocking = (pick: (main: MainThreadCpu) => number) =>
      row.calibratedRuns.map((run) => (run.mainThread ? Math.round(pick(run.mainThread)) : Number.NaN));
    const wallBlocking = blocking((main) => main.wallBlockingMs);
    const cpuBlocking = blocking((main) => main.cpuBlockingMs);
    // a run whose trace could not be read has no figure: the median of those that have one
    const cpuTbt = `${median(wallBlocking.filter(Number.isFinite))} / ${median(cpuBlocking.filter(Number.isFinite))} (${cpuBlocking.join(', ')})`.padEnd(34);
    console.log(
      `| ${row.page.padEnd(width)} | ${score} | ${String(row.lcpMs).padStart(6)} | ${String(row.tbtMs).padStart(6)} | ${row.cls.toFixed(3)} | ${js} | ${calibrated} | ${String(row.calibrated.tbtMs).padStart(6)} | ${String(row.calibrated.lcpMs).padStart(6)} | ${host} | ${clocks} | ${cpuTbt} |`,
    );
  }
  const perRun = rows.map((row) => row.secondsPerRun).sort((a, b) => a - b);
  console.log(
    `\nOne Lighthouse run (a load gathered once, audited at 4x and calibrated; the child process's start shared by the page's runs): median ${perRun[Math.floor(perRun.length / 2)]} s, ${perRun[0]} to ${perRun.at(-1)} s over ${rows.length} page(s).`,
  );
  if (homeScripts.length > 0) {
    console.log('\nJavaScript downloaded for /?lang=ar before it is interactive (gzip -9):');
    for (const script of homeScripts) console.log(`  ${kb(script.gzipBytes).padStart(6)} KB  ${script.url}`);
    console.log(`  ${kb(totalGzip(homeScripts)).padStart(6)} KB  total in ${homeScripts.length} files (budget ${budgetKb('/')} KB)`);
  }

  const out = process.env['BENCH_RESULTS'] ?? path.join(import.meta.dirname, '..', 'results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'page.json'),
    JSON.stringify({ at: new Date().toISOString(), runs: RUNS, arabicFallbackFace: arabicFace, rows, homeScripts }, null, 2),
  );
} finally {
  await browser.close();
  await site.stop();
}
