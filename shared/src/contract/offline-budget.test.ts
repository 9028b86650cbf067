import { describe, expect, it } from 'vitest';
import { OFFLINE_BUDGET_BYTES, overBudget, totalBytes, type StoredUnit } from './offline-budget';

const MB = 1024 * 1024;
const unit = (order: number, bytes: number, mandatory = false): StoredUnit => ({ key: `unit-${order}`, order, bytes, mandatory });

describe('staying within the budget on the bytes really stored', () => {
  it('drops nothing up to 50 MB', () => {
    const all = Array.from({ length: 50 }, (_, order) => unit(order, MB));
    expect(totalBytes(all)).toBe(OFFLINE_BUDGET_BYTES);
    expect(overBudget(all)).toEqual([]);
  });

  it('past it, drops the least useful (latest planned) first until it fits, never the core or the minimum', () => {
    const all = [unit(0, 30 * MB, true), unit(1, 10 * MB), unit(2, 5 * MB), unit(3, 4 * MB), unit(4, 3 * MB, true)];
    expect(overBudget(all, 45 * MB).map((item) => item.key)).toEqual(['unit-3', 'unit-2']);
    // Mandatory units over the limit on their own stay: everything else goes.
    expect(overBudget(all, 20 * MB).map((item) => item.key)).toEqual(['unit-3', 'unit-2', 'unit-1']);
  });
});
