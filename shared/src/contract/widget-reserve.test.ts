import { describe, expect, it } from 'vitest';
import { reservedHeight } from './widget-reserve';

const attributes = { lang: 'en', theme: 'auto', limit: 6, service: null } as const;

describe('reservedHeight', () => {
  it("reserves the portfolio grid of the viewport's columns at the element's width (within 3 % of what Chromium renders)", () => {
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
