import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/src/harness/browser';

export interface LighthouseFigures {
  url: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse's default (mobile, simulated slow 4G and 4x CPU slowdown) performance run. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
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
