import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { preactForReact, widgetNeeds } from './widget-build';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

describe("the widgets' builds", () => {
  it('check every reply the portfolio widget reads with a schema its part of the contract has (a missing one would be undefined on partner pages)', async () => {
    const { replyContract } = widgetNeeds.portfolio;
    expect(replyContract).not.toBeNull();
    const picked = [...readFileSync(path.join(root, 'shared/src/api/portfolio.ts'), 'utf8').matchAll(/\(contract\) => contract\.(\w+)/g)].map(
      (match) => match[1],
    );
    expect(picked).toEqual(['portfolioListResponseSchema', 'portfolioDetailResponseSchema']);
    const contract = (await import(path.join(root, replyContract!))) as Record<string, unknown>;
    for (const name of picked) expect(contract[name ?? ''], name).toBeDefined();
  });

  it('give React, react-dom and their subpaths to Preact, and nothing else', () => {
    expect(Object.keys(preactForReact).sort()).toEqual(['react$', 'react-dom$', 'react-dom/client$', 'react/jsx-dev-runtime$', 'react/jsx-runtime$']);
    expect(Object.values(preactForReact).every((target) => target.startsWith('preact/compat'))).toBe(true);
  });
});
