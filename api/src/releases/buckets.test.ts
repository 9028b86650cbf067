import { describe, expect, it } from 'vitest';
import { canaryBucket, inCanary, isVisitorId, newVisitorId } from './buckets';

const visitors = Array.from({ length: 20_000 }, () => newVisitorId());
const share = (percent: number, releaseId = 7) => visitors.filter((visitor) => inCanary(visitor, 'mf-portfolio', releaseId, percent)).length / visitors.length;

describe('canary buckets', () => {
  it('give each visitor one bucket per canary: the same on every call (every page, every replica)', () => {
    for (const visitor of visitors.slice(0, 100)) expect(canaryBucket(visitor, 'mf-portfolio', 7)).toBe(canaryBucket(visitor, 'mf-portfolio', 7));
    expect(isVisitorId(visitors[0])).toBe(true);
    expect(isVisitorId('x; Path=/')).toBe(false);
    expect(isVisitorId(undefined)).toBe(false);
  });

  it('send the share asked for, within a percent point over 20 000 visitors', () => {
    for (const percent of [1, 10, 20, 50, 99]) expect(Math.abs(share(percent) - percent / 100)).toBeLessThan(0.01);
  });

  it('keep everyone who was in when the share grows, and draw a new canary afresh', () => {
    const inAtTen = visitors.filter((visitor) => inCanary(visitor, 'mf-portfolio', 7, 10));
    expect(inAtTen.every((visitor) => inCanary(visitor, 'mf-portfolio', 7, 20))).toBe(true);
    // The next canary's 10 % are mostly others (about a tenth of them the same, as chance has it).
    const again = inAtTen.filter((visitor) => inCanary(visitor, 'mf-portfolio', 8, 10)).length / inAtTen.length;
    expect(again).toBeLessThan(0.15);
  });
});
