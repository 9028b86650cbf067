import { describe, expect, it } from 'vitest';
import { median } from './median';

describe("a bench's median", () => {
  it('is the middle value, the upper one of an even count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(30);
  });

  it('leaves the values as they were, and is NaN for none', () => {
    const runs = [5, 1, 3];
    median(runs);
    expect(runs).toEqual([5, 1, 3]);
    expect(median([])).toBeNaN();
  });
});
