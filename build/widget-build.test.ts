import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { widgetNeeds } from './widget-build';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

describe("the widgets' builds", () => {
  it('check every reply the portfolio widget reads with a parser compiled from its schema, and with its part of the contract (a missing one would be undefined on partner pages)', async () => {
    const { replyContract, replyParsers } = widgetNeeds.portfolio;
    expect(replyContract).not.toBeNull();
    const picked = [...readFileSync(path.join(root, 'shared/src/request/portfolio.ts'), 'utf8').matchAll(/\(contract\) => contract\.(\w+)/g)].map(
      (match) => match[1],
    );
    expect(picked).toEqual(['portfolioListResponseSchema', 'portfolioDetailResponseSchema']);
    expect(Object.keys(replyParsers).sort()).toEqual([...picked].sort());
    // The list is its first screen's read (PortfolioWidget's portfolioWidgetQuery): bundled with it.
    expect(Object.entries(replyParsers).filter(([, firstScreen]) => firstScreen)).toEqual([['portfolioListResponseSchema', true]]);
    const contract = (await import(path.join(root, replyContract!))) as Record<string, unknown>;
    for (const name of picked) expect(contract[name ?? ''], name).toBeDefined();
  });
});
