import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 AA rule set (with the 2.0 and 2.1 A/AA rules it includes). */
export const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core in the page (injected by the test: nothing ships to users) and returns the
 * violations, compactly. `include`: CSS selectors of the only parts to check (axe then leaves
 * out its page-level rules, which a check of the whole page covers); the whole page by default.
 */
export async function axeViolations(page: Page, tags: string[] = wcag22aa, include?: string[]): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy (which
  // forbids inline scripts it did not ship) does not apply, and nothing is left in the DOM.
  if (!loaded) await page.evaluate(`${axeSource}\n;void 0`);
  return page.evaluate(
    async ({ runOnly, include }) => {
      type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] };
      const axe = (window as unknown as { axe: { run: (context: Document | { include: string[][] }, options: object) => Promise<Result> } }).axe;
      const context = include ? { include: include.map((selector) => [selector]) } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: runOnly }, resultTypes: ['violations'] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { runOnly: tags, include },
  );
}
