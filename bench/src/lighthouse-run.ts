import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@site/e2e/harness/browser';

export interface LighthouseFigures {
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * Lighthouse's default (mobile, simulated slow 4G and 4x CPU slowdown) performance run. A run
 * Lighthouse itself reports as failed (`runtimeError`, e.g. no contentful paint seen in a
 * starved headless Chromium) is said on stderr and made again, up to `tries` runs.
 */
export async function runLighthouse(url: string, tries = 3): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    const figures = await runLighthouseOnce(url);
    if (!('error' in figures)) return figures;
    console.error(`Lighthouse run ${attempt} of ${url} failed: ${figures.error}`);
    if (attempt >= tries) return { url, score: Number.NaN, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN };
  }
}

async function runLighthouseOnce(url: string): Promise<LighthouseFigures | { error: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    // `ignoreStatusCode`: the 404 page is a route too (Lighthouse refuses a non-2xx page otherwise).
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', ignoreStatusCode: true });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      url,
      score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    chrome.kill();
  }
}
