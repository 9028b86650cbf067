import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { replyParsersModule, widgetNeeds } from './widget-build';

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

  it('name files that exist: a renamed module would leave its widget loading it late, and the loader not starting it', () => {
    const shared = readdirSync(path.join(root, 'shared/src'), { recursive: true, encoding: 'utf8' }).map((file) => `/shared/src/${file}`);
    expect(
      shared.filter((file) => replyParsersModule.test(file)),
      'the reply parsers replaced',
    ).toHaveLength(1);
    for (const [kind, needs] of Object.entries(widgetNeeds)) {
      if (needs.eager)
        expect(
          shared.filter((file) => needs.eager!.test(file)),
          `${kind}: eager`,
        ).toHaveLength(1);
      for (const file of [...(needs.replyContract ? [needs.replyContract] : []), ...needs.firstScreen.modules])
        expect(readdirSync(path.dirname(path.join(root, file))), `${kind}: ${file}`).toContain(path.basename(file));
    }
  });
});
