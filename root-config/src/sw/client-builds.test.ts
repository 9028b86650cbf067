import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A Cache Storage in memory: just what client-builds.ts uses (open, put, match, keys, delete). */
function memoryCaches() {
  const stores = new Map<string, Map<string, string>>();
  return {
    stores,
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, string>();
      stores.set(name, store);
      return {
        async put(url: string, response: Response) {
          store.set(url, await response.text());
        },
        async match(request: string | Request) {
          const body = store.get(typeof request === 'string' ? request : request.url);
          return body === undefined ? undefined : new Response(body);
        },
        async keys() {
          return [...store.keys()].map((url) => new Request(url));
        },
        async delete(request: string | Request) {
          return store.delete(typeof request === 'string' ? request : request.url);
        },
      };
    },
  };
}

let storage: ReturnType<typeof memoryCaches>;

/** The module as a freshly started worker sees it: nothing in memory, the caches as they are. */
function freshWorker() {
  vi.resetModules();
  return import('./client-builds');
}

beforeEach(() => {
  storage = memoryCaches();
  vi.stubGlobal('caches', storage);
  vi.stubGlobal('self', { location: new URL('https://site.test/sw.js') });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the record of each page's build", () => {
  it('answers at once while the HTML is still being read, then from memory', async () => {
    const { clientBuild, rememberClientBuild } = await freshWorker();
    let finish: (build: string) => void = () => undefined;
    const reading = new Promise<string | null>((resolve) => (finish = resolve));
    const stored = rememberClientBuild('page-1', reading);
    const asked = clientBuild('page-1');
    finish('build-a');
    expect(await asked).toBe('build-a');
    await stored;
  });

  it('outlives the worker: a restarted (or newer) worker reads it from its cache', async () => {
    const first = await freshWorker();
    await first.rememberClientBuild('page-1', Promise.resolve('build-a'));
    const next = await freshWorker();
    expect(await next.clientBuild('page-1')).toBe('build-a');
    expect(await next.clientBuild('page-unknown')).toBeNull();
    expect(await next.clientBuild('')).toBeNull();
  });

  it('keeps nothing for a page whose build could not be read', async () => {
    const first = await freshWorker();
    await first.rememberClientBuild('page-1', Promise.resolve(null));
    const next = await freshWorker();
    expect(await next.clientBuild('page-1')).toBeNull();
  });

  it('gives the builds of the live pages and forgets the pages that are gone', async () => {
    const worker = await freshWorker();
    await worker.rememberClientBuild('page-a', Promise.resolve('build-a'));
    await worker.rememberClientBuild('page-b', Promise.resolve('build-b'));
    expect([...(await worker.liveBuilds(['page-a', 'page-b']))].sort()).toEqual(['build-a', 'build-b']);
    expect([...(await worker.liveBuilds(['page-b']))]).toEqual(['build-b']);
    const next = await freshWorker();
    expect(await next.clientBuild('page-a')).toBeNull();
    expect(await next.clientBuild('page-b')).toBe('build-b');
  });
});
