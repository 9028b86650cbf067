import { describe, expect, it } from 'vitest';
import { CANARY_RULE, canaryVerdict } from './canary-verdict';

const counts = (pageViews: number, serverErrors: number, browserErrors = 0) => ({ pageViews, serverErrors, browserErrors });

describe('canaryVerdict', () => {
  it('waits for the minimum sample: page views and errors of the canary', () => {
    // Every page an error, but only 19 page views.
    expect(canaryVerdict(counts(CANARY_RULE.minPageViews - 1, 0, 19), counts(1000, 0)).rollBack).toBe(false);
    // 20 page views, one error: 5 %, far above a live version with none, yet one error is no pattern.
    expect(canaryVerdict(counts(CANARY_RULE.minPageViews, 0, 1), counts(1000, 0)).rollBack).toBe(false);
    expect(canaryVerdict(counts(CANARY_RULE.minPageViews, 1, 1), counts(1000, 0)).rollBack).toBe(true);
  });

  it('rolls back only above both margins: twice the live rate, and 2 points over it', () => {
    // 3 % against 1 %: three times, 2 points: back.
    expect(canaryVerdict(counts(1000, 30), counts(10_000, 100)).rollBack).toBe(true);
    // 2.9 % against 1 %: under 2 points above.
    expect(canaryVerdict(counts(1000, 29), counts(10_000, 100)).rollBack).toBe(false);
    // 12 % against 6 %: 6 points above, but exactly twice: not over.
    expect(canaryVerdict(counts(1000, 120), counts(10_000, 600)).rollBack).toBe(false);
    expect(canaryVerdict(counts(1000, 121), counts(10_000, 600)).rollBack).toBe(true);
  });

  it("counts the server's errors and the browsers' alike, and says why in figures", () => {
    const verdict = canaryVerdict(counts(40, 2, 6), counts(400, 0, 4));
    expect(verdict).toEqual({
      rollBack: true,
      why: "its error rate is over 2 times the live version's and 2 points above it: the canary 8 errors (2 server, 6 browser) in 40 page views, 20.0 %; the live version 4 errors (0 server, 4 browser) in 400 page views, 1.0 %",
    });
  });

  it('judges a canary beside a live version no one visited (its rate 0)', () => {
    expect(canaryVerdict(counts(20, 0, 2), counts(0, 0)).rollBack).toBe(true);
  });
});
