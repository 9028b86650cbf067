import { describe, expect, it } from 'vitest';
import { portfolioGrid, reservedHeight, snippetMinHeight } from './widget-reserve';

const attributes = { lang: 'en', theme: 'auto', limit: 6, service: null, prefill: {}, source: null } as const;

describe('reservedHeight', () => {
  it("reserves the portfolio grid of the element's width (within 3 % of what Chromium renders)", () => {
    // Rendered heights of 6 cards: 3297 px at 390 px (374 px wide), 1644 at 800 (784), 1106 at 1280 (1264).
    for (const [viewport, element, rendered] of [
      [390, 374, 3297],
      [800, 784, 1644],
      [1280, 1264, 1106],
    ] as const) {
      const reserved = reservedHeight('portfolio', attributes, viewport, element);
      expect(Math.abs(reserved - rendered) / rendered, `${viewport}px`).toBeLessThan(0.03);
    }
  });

  it('grows with the limit, by rows', () => {
    expect(reservedHeight('portfolio', { ...attributes, limit: 3 }, 1280, 1264)).toBeLessThan(
      reservedHeight('portfolio', { ...attributes, limit: 4 }, 1280, 1264),
    );
    expect(reservedHeight('portfolio', { ...attributes, limit: 1 }, 1280, 1264)).toBe(reservedHeight('portfolio', { ...attributes, limit: 3 }, 1280, 1264));
  });

  it('reserves the consultation form in two columns or one', () => {
    expect(reservedHeight('consultation', attributes, 1280, 1264)).toBe(840);
    expect(reservedHeight('consultation', attributes, 390, 374)).toBe(1130);
  });
});

describe("the portfolio's grid follows the widget's width, not the viewport's", () => {
  it('one column under 560 px, two under 880 px, three from there (gaps 24 px, 32 px with three)', () => {
    expect([559, 560, 879, 880].map((width) => portfolioGrid(width).columns)).toEqual([1, 2, 2, 3]);
    expect([879, 880].map((width) => portfolioGrid(width).gap)).toEqual([24, 32]);
    expect(portfolioGrid(880).cardWidth).toBeCloseTo((880 - 64) / 3);
  });

  it("reserves a partner's narrow column on a desktop as one column, and snippets the tallest layout (one column at its widest)", () => {
    expect(reservedHeight('portfolio', attributes, 1280, 500)).toBe(reservedHeight('portfolio', attributes, 500, 500));
    expect(snippetMinHeight('portfolio', attributes)).toBe(`min(100vh, ${reservedHeight('portfolio', attributes, 559, 559)}px)`);
    for (const width of [320, 560, 700, 880, 1264])
      expect(reservedHeight('portfolio', attributes, width, width)).toBeLessThanOrEqual(reservedHeight('portfolio', attributes, 559, 559));
  });
});
