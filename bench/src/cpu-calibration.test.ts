import { describe, expect, it } from 'vitest';
import { calibratedSlowdown, LIGHTHOUSE_DEFAULT_SLOWDOWN } from './cpu-calibration';

describe('calibratedSlowdown', () => {
  it.each([
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
    [2000, 6],
  ])('gives the calculator\'s multiplier at its reference points: index %i → %i×', (index, multiplier) => {
    expect(calibratedSlowdown(index)).toBeCloseTo(multiplier, 2);
  });

  it('slows a slower host down less, and a faster one more, between the points', () => {
    expect(calibratedSlowdown(1080)).toBeCloseTo(2.56, 2);
    expect(calibratedSlowdown(2600)).toBeCloseTo(8.58, 2);
  });

  it('never speeds a host up, and falls back to Lighthouse\'s 4× when the index is unknown', () => {
    expect(calibratedSlowdown(50)).toBe(1);
    expect(calibratedSlowdown(Number.NaN)).toBe(LIGHTHOUSE_DEFAULT_SLOWDOWN);
  });
});
