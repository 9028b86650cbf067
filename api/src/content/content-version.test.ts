import { describe, expect, it } from 'vitest';
import { ContentVersion } from './content-version';

/** A version source whose answers the test gives by hand. */
function source() {
  const asks: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const read = () => new Promise<string | null>((resolve, reject) => asks.push({ resolve, reject }));
  return { read, asks };
}

describe('ContentVersion', () => {
  it('waits for the first check, then asks at most once per poll', async () => {
    const { read, asks } = source();
    const version = new ContentVersion(read, 60_000);
    const first = version.current();
    const second = version.current();
    expect(asks).toHaveLength(1);
    asks[0]!.resolve('v1');
    expect(await first).toBe('v1');
    expect(await second).toBe('v1');
    expect(version.current()).toBe('v1');
    expect(asks).toHaveLength(1);
  });

  it('does not hold requests on a check that does not answer once a version is known: they go on with it', async () => {
    const { read, asks } = source();
    const version = new ContentVersion(read, 0, 20);
    const first = version.current();
    asks[0]!.resolve('v1');
    await first;
    // The next check never answers: the request goes on with v1 after the wait.
    expect(await version.current()).toBe('v1');
    expect(asks).toHaveLength(2);
    // A check that answers in time gives the new version.
    asks[1]!.resolve('v2');
    expect(await version.current()).toBe('v2');
  });

  it('fails a request when the first check fails, asks again on the next, and keeps a known version through a failure', async () => {
    const { read, asks } = source();
    const version = new ContentVersion(read, 0, 1000);
    const first = version.current();
    asks[0]!.reject(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    const second = version.current();
    expect(asks).toHaveLength(2);
    asks[1]!.resolve('v1');
    expect(await second).toBe('v1');
    const third = version.current();
    asks[2]!.reject(new Error('database down again'));
    expect(await third).toBe('v1');
  });
});
