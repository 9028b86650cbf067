/**
 * `npm run bench:cls`: the layout shifts of a first visit to every route in both languages (or
 * the paths in BENCH_PATHS, with their `?lang=`), on a phone-sized viewport, from the first
 * byte until the network is idle and two more seconds have passed: each shift's value and the
 * elements it moved (tag, test id, classes; where from and to). Lighthouse's CLS is the sum of
 * the worst window of these; this names what to fix. The total counts every shift: this script
 * makes no input, yet Chromium marks some shifts of a Playwright page `hadRecentInput` (the
 * /about?lang=en fonts' swap, which Lighthouse counts); those are marked.
 */
import { launchBrowser } from '@site/e2e/testing/browser';
import { startSite } from '@site/e2e/testing/server';
import { everySitePath } from '@site/e2e/testing/site-paths';
import { isBuildFresh } from '../../scripts/build-fingerprint';
import { runBuild } from '../../scripts/build';

interface Shift {
  at: number;
  value: number;
  afterInput: boolean;
  moved: string[];
}

if (!isBuildFresh()) runBuild();
const site = await startSite();
const browser = await launchBrowser();
try {
  const pages =
    process.env['BENCH_PATHS']?.split(',').filter(Boolean) ??
    (await everySitePath(site.url)).flatMap((sitePath) => [`${sitePath}?lang=ar`, `${sitePath}?lang=en`]);
  let worst = 0;
  for (const page of pages) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      locale: page.includes('lang=en') ? 'en-US' : 'ar-EG',
    });
    const tab = await context.newPage();
    // tsx (esbuild's keepNames) wraps the named functions of the script below in `__name(...)`,
    // a helper the page does not have: without this, the script stopped at its first named
    // function, before it observed anything, and every page reported 0 shifts.
    await tab.addInitScript({ content: 'window.__name = window.__name || function (target) { return target; };' });
    await tab.addInitScript(() => {
      const shifts: Shift[] = [];
      (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
      const describe = (node: Node | null | undefined) => {
        const element = node instanceof Element ? node : node?.parentElement;
        if (!element) return '(gone)';
        const id = element.getAttribute('data-testid') ?? element.id;
        return `<${element.tagName.toLowerCase()}${id ? ` ${id}` : ''}> ${String(element.className).slice(0, 50)}`;
      };
      const rect = (box: DOMRectReadOnly) => `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}x${Math.round(box.height)}`;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          startTime: number;
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        }[]) {
          shifts.push({
            at: Math.round(entry.startTime),
            value: entry.value,
            afterInput: entry.hadRecentInput,
            moved: entry.sources.map((source) => `${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await tab.goto(`${site.url}${page}`);
    await tab.waitForLoadState('networkidle');
    await tab.waitForTimeout(2000);
    const shifts = await tab.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    worst = Math.max(worst, total);
    console.log(`${page}: ${shifts.length} shift(s), total ${total.toFixed(4)}`);
    for (const shift of shifts) {
      console.log(`  at ${shift.at} ms: ${shift.value.toFixed(4)}${shift.afterInput ? ' (marked as after an input)' : ''}`);
      for (const moved of shift.moved) console.log(`    ${moved}`);
    }
    await context.close();
  }
  console.log(`\nlargest total: ${worst.toFixed(4)} (aim: at most 0.01 on every route)`);
} finally {
  await browser.close();
  await site.stop();
}
