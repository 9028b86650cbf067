import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, LIGHTHOUSE_DEFAULT_SLOWDOWN } from './cpu-calibration';

describe('calibratedSlowdown', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])("gives the calculator's multiplier at its reference points: index %i → %i×", (index, multiplier) => {
    expect(calibratedSlowdown(index)).toBeCloseTo(multiplier, 2);
  });

  it('slows a slower host down less, and a faster one more, between the points', () => {
    expect(calibratedSlowdown(1080)).toBeCloseTo(2.56, 2);
  });

  it('past the end of its table, slows a host down in proportion to its index, to where the table ends', () => {
    expect(calibratedSlowdown(2600)).toBeCloseTo(7.8, 2);
    expect(calibratedSlowdown(3600)).toBeCloseTo(10.8, 2);
    // Where the table ends, both rules agree.
    expect(calibratedSlowdown(1999.99)).toBeCloseTo(calibratedSlowdown(2000), 2);
    // A slowed-down host lands on the same emulated phone's index at any speed past it.
    expect(3600 / calibratedSlowdown(3600)).toBeCloseTo(2000 / 6, 3);
  });

  it("never speeds a host up, and falls back to Lighthouse's 4× when the index is unknown", () => {
    expect(calibratedSlowdown(50)).toBe(1);
    expect(calibratedSlowdown(Number.NaN)).toBe(LIGHTHOUSE_DEFAULT_SLOWDOWN);
  });
});
