import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { Language, WidgetFiles, WidgetKind } from '@site/shared/contract';
import { wcag22aa, type AxeViolation } from './axe';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface PartnerEvent {
  type: string;
  tag: string;
  detail: unknown;
}

/** The `nasaq:*` events the partner page's own listeners on `document` received (hostilePartnerPage). */
export function partnerEvents(page: Page): Promise<PartnerEvent[]> {
  return page.evaluate(() => (window as unknown as { partnerEvents: PartnerEvent[] }).partnerEvents);
}

/**
 * Waits until every widget element given has fired `nasaq:ready`. A widget renders (and is ready)
 * only near the screen: the first one not ready yet that is more than a screen away is scrolled
 * into view, as a visitor would; one already near is left where it is (the page does not move).
 */
export async function waitForWidgets(page: Page, tags: string[]): Promise<void> {
  await page.waitForFunction((wanted) => {
    const events = (window as unknown as { partnerEvents?: { type: string; tag: string }[] }).partnerEvents ?? [];
    const missing = wanted.filter((tag) => !events.some((event) => event.type === 'nasaq:ready' && event.tag === tag));
    const next = missing[0] === undefined ? null : document.querySelector(missing[0]);
    const box = next?.getBoundingClientRect();
    if (box && (box.top > 2 * window.innerHeight || box.bottom < -window.innerHeight)) next?.scrollIntoView();
    return missing.length === 0;
  }, tags);
}

/**
 * The scripts `/embed.js` starts for a widget's first screen in `lang`, as the server wrote them
 * into the loader: its entry, the kit, its first screen's chunks (their paths on the site).
 */
export async function firstLoadScripts(site: string, kind: WidgetKind, lang: Language): Promise<string[]> {
  const loader = await (await fetch(`${site}/embed.js`)).text();
  const files = JSON.parse(/\}\)\((\{.*\})\);\s*$/s.exec(loader)![1]!) as WidgetFiles;
  const set = files[kind]!;
  const entry = new URL(set.entry, site);
  return [entry, ...[set.kit, ...set.firstScreen[lang]].map((file) => new URL(file, entry))].map((url) => url.pathname);
}

/** axe-core over the widgets only (it walks into open shadow roots), not the partner's own page. */
export async function axeInWidgets(page: Page, selectors: string[]): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(`${axeSource}\n;void 0`);
  return page.evaluate(
    async ({ include, runOnly }) => {
      type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<Result> } }).axe;
      const result = await axe.run(
        { include: include.map((selector) => [selector]) },
        { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] },
      );
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { include: selectors, runOnly: wcag22aa },
  );
}

/** The computed styles compared between a widget and the site. */
export const COMPARED_STYLES = [
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'color',
  'background-color',
  'border-top-left-radius',
  'padding-top',
  'padding-inline-start',
  'text-transform',
] as const;

/**
 * The computed styles of the first element `selector` finds; colours as the screen shows them
 * (painted and read back as `rgb()`), so one written as a relative colour (the text on a widget's
 * accent, which computes to `color(xyz-d65 …)`) compares with the same colour written as hex.
 */
export function stylesOf(page: Page, selector: string, properties: readonly string[] = COMPARED_STYLES): Promise<Record<string, string>> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, names) => {
      const style = getComputedStyle(element);
      const canvas = new OffscreenCanvas(1, 1).getContext('2d')!;
      const shown = (colour: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = colour;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b, alpha] = canvas.getImageData(0, 0, 1, 1).data;
        return alpha === 255 ? `rgb(${r}, ${g}, ${b})` : colour;
      };
      return Object.fromEntries(names.map((name) => [name, name.endsWith('color') ? shown(style.getPropertyValue(name)) : style.getPropertyValue(name)]));
    }, properties);
}
