import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { chromiumArgs, chromiumPath } from '@site/e2e/testing/browser';
import { calibratedSlowdown, LIGHTHOUSE_DEFAULT_SLOWDOWN } from './cpu-calibration';
import { mainThreadCpu, type MainThreadCpu } from './main-thread-cpu';
import { traceClocks, type TraceClocks } from './trace-clocks';

export interface LighthouseFigures {
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** the host's speed as Lighthouse measured it just before this run's page load */
  benchmarkIndex: number;
  /** the CPU slowdown the run simulated */
  cpuSlowdown: number;
  /** Lighthouse's long tasks of the load at that slowdown (simulated times, ms), the longest first */
  longTasks?: LongTask[];
  /** the load's main thread after its first contentful paint: wall against CPU time, and the blocking time its CPU time makes at this slowdown (main-thread-cpu.ts) */
  mainThread?: MainThreadCpu;
}

export interface LongTask {
  /** the script the task is attributed to, or the page itself */
  url: string;
  startMs: number;
  durationMs: number;
}

/** A fixed CPU multiplier, or the one Lighthouse's calculator gives for the host's speed during the run. */
export type CpuSlowdown = number | 'calibrated';

/**
 * Lighthouse's default mobile performance run (simulated slow 4G, a simulated CPU slowdown),
 * audited once per slowdown asked for: 4× as in Lighthouse, and/or the multiplier calibrated to
 * the host (cpu-calibration.ts). A run Lighthouse itself reports as failed (`runtimeError`, e.g.
 * no contentful paint seen in a starved headless Chromium) is said on stderr and made again, up
 * to `tries` runs.
 */
export async function runLighthouse(url: string, { slowdowns = [LIGHTHOUSE_DEFAULT_SLOWDOWN] as CpuSlowdown[], tries = 3 } = {}): Promise<LighthouseFigures[]> {
  for (let attempt = 1; ; attempt += 1) {
    const figures = await runLighthouseOnce(url, slowdowns);
    if (!('error' in figures)) return figures;
    console.error(`Lighthouse run ${attempt} of ${url} failed: ${figures.error}`);
    if (attempt >= tries) {
      return slowdowns.map(() => ({
        url,
        score: Number.NaN,
        lcpMs: Number.NaN,
        tbtMs: Number.NaN,
        cls: Number.NaN,
        benchmarkIndex: Number.NaN,
        cpuSlowdown: Number.NaN,
      }));
    }
  }
}

const baseFlags: Flags = {
  onlyCategories: ['performance'],
  logLevel: 'error',
  // The 404 page is a route too (Lighthouse refuses a non-2xx page otherwise).
  ignoreStatusCode: true,
};

/** Only the CPU multiplier may differ; the rest of the mobile throttling is Lighthouse's. */
const throttling = (cpuSlowdownMultiplier: number): Flags['throttling'] => ({ ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier });

/**
 * One run. With simulated throttling the page loads at the host's full speed and the slowdown is
 * applied afterwards, when the trace is audited; so the run gathers once (Lighthouse's
 * `gatherMode`), reads the host's benchmark index Lighthouse took just before the load, and
 * audits the same artifacts once per slowdown (`auditMode`), the calibrated one for that index.
 */
async function runLighthouseOnce(url: string, slowdowns: CpuSlowdown[]): Promise<LighthouseFigures[] | { error: string }> {
  const artifactsDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-'));
  try {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
    try {
      await lighthouse(url, { ...baseFlags, port: chrome.port, gatherMode: artifactsDir, throttling: throttling(LIGHTHOUSE_DEFAULT_SLOWDOWN) });
    } finally {
      chrome.kill();
    }
    const artifactsFile = path.join(artifactsDir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8')) as { BenchmarkIndex?: number; settings: { throttling: Flags['throttling'] } };
    const clocks = clocksOfGather(artifactsDir);
    const figures: LighthouseFigures[] = [];
    for (const asked of slowdowns) {
      const slowdown = asked === 'calibrated' ? Number(calibratedSlowdown(artifacts.BenchmarkIndex ?? Number.NaN).toFixed(2)) : asked;
      // Lighthouse refuses to audit with other settings than it gathered with; the multiplier
      // played no part in a simulated gather, so the saved settings take the one audited with.
      artifacts.settings.throttling = throttling(slowdown);
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const result = await lighthouse(url, { ...baseFlags, auditMode: artifactsDir, throttling: throttling(slowdown) });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        url,
        score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        cpuSlowdown: slowdown,
        longTasks: longTasksOf(lhr.audits['long-tasks']?.details),
        ...(clocks && { mainThread: mainThreadCpu(clocks.tasks, clocks.firstContentfulPaintMs, slowdown) }),
      });
    }
    return figures;
  } finally {
    rmSync(artifactsDir, { recursive: true, force: true });
  }
}

/** The gathered load's main-thread clocks, from the trace Lighthouse saved beside its artifacts; none if it cannot be read (the run's figures stand without them). */
function clocksOfGather(artifactsDir: string): TraceClocks | undefined {
  const traceFile = readdirSync(artifactsDir).find((name) => name.endsWith('.trace.json'));
  if (!traceFile) return undefined;
  try {
    return traceClocks(JSON.parse(readFileSync(path.join(artifactsDir, traceFile), 'utf8')) as { traceEvents: unknown[] });
  } catch (error) {
    console.error(`main-thread clocks of ${traceFile}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** The `long-tasks` audit's table as plain rows (its `details` is a Lighthouse table of url, startTime, duration). */
function longTasksOf(details: unknown): LongTask[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.map((item: { url?: unknown; startTime?: unknown; duration?: unknown }) => ({
    url: typeof item.url === 'string' ? item.url : '',
    startMs: Math.round(Number(item.startTime)),
    durationMs: Math.round(Number(item.duration)),
  }));
}
