import { describe, expect, it } from 'vitest';
import { createRetirement } from './retirement';

/** A promise the test settles by hand: a network answer that arrives when the test says so. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The worker's cache names as CacheStorage holds them: opening one makes it. */
function cacheStorage(...names: string[]) {
  const caches = new Set(names);
  return {
    names: caches,
    open: (name: string) => void caches.add(name),
    deleteAll: async () => caches.clear(),
  };
}

describe("the worker's retirement (offline mode switched off)", () => {
  it('deletes the caches only after an answer under way has written its cache, so none is left behind', async () => {
    const storage = cacheStorage('nasaq-precache-a', 'nasaq-runtime');
    const retirement = createRetirement();
    const network = later<string>();
    // A file the page asked for just before: its answer comes from the network, then is cached.
    const answer = retirement.run(
      async () => {
        const body = await network.promise;
        storage.open('nasaq-runtime');
        return body;
      },
      async () => 'from the network',
    );
    let retired = false;
    const retiring = retirement.retire(storage.deleteAll).then(() => (retired = true));
    await Promise.resolve();
    expect(retired).toBe(false);
    expect(storage.names.size).toBe(2);
    network.resolve('cached');
    expect(await answer).toBe('cached');
    await retiring;
    expect(storage.names).toEqual(new Set());
  });

  it('passes what is asked after it to the network, which writes no cache', async () => {
    const storage = cacheStorage('nasaq-precache-a');
    const retirement = createRetirement();
    await retirement.retire(storage.deleteAll);
    expect(retirement.retired).toBe(true);
    const answer = await retirement.run(
      async () => {
        storage.open('nasaq-precache-a');
        return 'cached';
      },
      async () => 'from the network',
    );
    expect(answer).toBe('from the network');
    expect(storage.names).toEqual(new Set());
  });

  it('waits for work that fails as for work that succeeds, and keeps its failure for its caller', async () => {
    const storage = cacheStorage('nasaq-runtime');
    const retirement = createRetirement();
    const network = later<string>();
    const answer = retirement.run(
      () => network.promise,
      async () => 'unused',
    );
    const retiring = retirement.retire(storage.deleteAll);
    network.reject(new Error('offline'));
    await expect(answer).rejects.toThrow('offline');
    await retiring;
    expect(storage.names).toEqual(new Set());
  });

  it('cleans up once, however many pages ask', async () => {
    const retirement = createRetirement();
    let cleanUps = 0;
    const cleanUp = async () => void cleanUps++;
    const first = retirement.retire(cleanUp);
    expect(retirement.retire(cleanUp)).toBe(first);
    await first;
    expect(cleanUps).toBe(1);
  });

  it('does not wait for work that has already settled', async () => {
    const retirement = createRetirement();
    await retirement.run(
      async () => 'done',
      async () => 'unused',
    );
    let cleanedUp = false;
    await retirement.retire(async () => void (cleanedUp = true));
    expect(cleanedUp).toBe(true);
  });
});
