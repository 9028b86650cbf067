import { describe, expect, it } from 'vitest';
import { fulfilled, markFulfilled, track } from './tracked';

describe('track', () => {
  it('says how the promise settled, on the promise itself, as React’s use() reads it', async () => {
    const ok = track(Promise.resolve(3));
    expect(ok.status).toBe('pending');
    await ok;
    expect(ok).toMatchObject({ status: 'fulfilled', value: 3 });

    const failed = track(Promise.reject(new Error('offline')));
    await expect(failed).rejects.toThrow('offline');
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('offline') });
  });

  it('tracks a promise once, and leaves a promise already marked as it is', () => {
    const promise = Promise.resolve('a');
    expect(track(promise)).toBe(promise);
    expect(track(track(promise))).toBe(promise);
    const marked = track(new Promise<string>(() => undefined));
    markFulfilled(marked, 'now');
    expect(track(marked)).toMatchObject({ status: 'fulfilled', value: 'now' });
  });

  it('gives a promise fulfilled from the start', async () => {
    const ready = fulfilled(7);
    expect(ready).toMatchObject({ status: 'fulfilled', value: 7 });
    await expect(ready).resolves.toBe(7);
  });
});
