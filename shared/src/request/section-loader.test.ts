import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithAttempts } from './section-loader';

beforeEach(() => vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('loadWithAttempts', () => {
  it('tries up to 3 times, 2 s apart, reporting each attempt, then fails', async () => {
    const starts: number[] = [];
    const t0 = Date.now();
    const load = vi.fn(async () => {
      starts.push(Date.now() - t0);
      throw new Error('HTTP error! status: 500');
    });
    const attempts: string[] = [];
    const outcome = loadWithAttempts(load, { onAttempt: (n, of) => attempts.push(`${n}/${of}`) }).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await outcome).message).toBe('HTTP error! status: 500');
    expect(starts).toEqual([0, 2000, 4000]);
    expect(attempts).toEqual(['1/3', '2/3', '3/3']);
  });

  it('stops at the first success', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('x')).mockResolvedValueOnce('data');
    const outcome = loadWithAttempts(load);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(outcome).resolves.toBe('data');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry once the caller aborts', async () => {
    const controller = new AbortController();
    const load = vi.fn(async () => {
      throw new Error('x');
    });
    const outcome = loadWithAttempts(load, { signal: controller.signal }).catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await outcome).name).toBe('AbortError');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
