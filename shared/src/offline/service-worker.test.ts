import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OFFLINE_IMAGES_CACHE,
  OFFLINE_PAGES_CACHE,
  PAGE_BUILD_MESSAGE,
  RETIRE_MESSAGE,
  RETIRE_WAIT_MS,
  isPageBuildMessage,
  isRetireMessage,
  isWorkerCache,
} from '@site/shared/worker';
import { installServiceWorker, setUpServiceWorker } from './service-worker';

describe("the page's messages to the service worker", () => {
  it('asking it to retire is told apart from anything else', () => {
    expect(isRetireMessage({ type: RETIRE_MESSAGE })).toBe(true);
    expect(isRetireMessage({ type: PAGE_BUILD_MESSAGE, build: 'abc' })).toBe(false);
    expect(isRetireMessage(RETIRE_MESSAGE)).toBe(false);
    expect(isRetireMessage(null)).toBe(false);
  });

  it('the build one is accepted only in its exact shape', () => {
    expect(isPageBuildMessage({ type: PAGE_BUILD_MESSAGE, build: 'cb1116fd18956f28' })).toBe(true);
    expect(isPageBuildMessage({ type: PAGE_BUILD_MESSAGE, build: '../../x' })).toBe(false);
    expect(isPageBuildMessage({ type: 'other', build: 'abc' })).toBe(false);
    expect(isPageBuildMessage({ type: PAGE_BUILD_MESSAGE })).toBe(false);
    expect(isPageBuildMessage('nasaq-page-build')).toBe(false);
    expect(isPageBuildMessage(null)).toBe(false);
  });
});

describe("the worker's own caches", () => {
  it("are told apart from the offline store's, which removing the worker must leave to the store", () => {
    expect(isWorkerCache('nasaq-precache-cb1116fd18956f28')).toBe(true);
    expect(isWorkerCache('nasaq-runtime')).toBe(true);
    expect(isWorkerCache('nasaq-sw-clients')).toBe(true);
    expect(isWorkerCache(OFFLINE_PAGES_CACHE)).toBe(false);
    expect(isWorkerCache(OFFLINE_IMAGES_CACHE)).toBe(false);
  });
});

/** A worker whose state the test moves on, as the browser does. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  messages: unknown[] = [];
  /** What the worker does when asked to retire, with the port to answer on (nothing: a worker of an older build). */
  onRetire: ((port: MessagePort) => void) | null = null;
  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.messages.push(message);
    const port = transfer[0];
    if (isRetireMessage(message) && this.onRetire && port instanceof MessagePort) this.onRetire(port);
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeWindow(registration: { installing: FakeWorker | null; waiting: FakeWorker | null; active: FakeWorker | null }, stamped = true) {
  const registered: unknown[] = [];
  const win = {
    document: { querySelector: (selector: string) => (stamped && selector === 'meta[name="nasaq-build"]' ? { content: 'build-a' } : null) },
    navigator: {
      serviceWorker: {
        register: async (...args: unknown[]) => {
          registered.push(args);
          return registration;
        },
      },
    },
  };
  return { win: win as unknown as Window, registered };
}

describe('installing the worker (what the download waits for)', () => {
  it('resolves once the new worker is active, then tells it the build of this page', async () => {
    const worker = new FakeWorker();
    const registration = { installing: worker as FakeWorker | null, waiting: null, active: null as FakeWorker | null };
    const { win, registered } = fakeWindow(registration);
    let settled = false;
    const installing = installServiceWorker(win).then((value) => {
      settled = true;
      return value;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(registered).toEqual([['/sw.js', { scope: '/', updateViaCache: 'none' }]]);
    worker.moveTo('installed');
    await Promise.resolve();
    expect(settled).toBe(false);
    registration.installing = null;
    registration.active = worker;
    worker.moveTo('activated');
    expect(await installing).toBe(registration);
    expect(worker.messages).toEqual([{ type: PAGE_BUILD_MESSAGE, build: 'build-a' }]);
  });

  it('rejects when the worker fails to install and none was active before, instead of waiting for ever', async () => {
    const worker = new FakeWorker();
    const { win } = fakeWindow({ installing: worker, waiting: null, active: null });
    const installing = installServiceWorker(win);
    await Promise.resolve();
    await Promise.resolve();
    worker.moveTo('redundant');
    await expect(installing).rejects.toThrow('could not be installed');
  });

  it('keeps the active worker when an update fails to install', async () => {
    const active = new FakeWorker();
    active.state = 'activated';
    const update = new FakeWorker();
    const registration = { installing: update, waiting: null, active };
    const { win } = fakeWindow(registration);
    const installing = installServiceWorker(win);
    await Promise.resolve();
    await Promise.resolve();
    update.moveTo('redundant');
    expect(await installing).toBe(registration);
    expect(active.messages).toEqual([{ type: PAGE_BUILD_MESSAGE, build: 'build-a' }]);
  });

  it('registers nothing on a page without a build stamp (npm run dev)', async () => {
    const { win, registered } = fakeWindow({ installing: null, waiting: null, active: null }, false);
    expect(await installServiceWorker(win)).toBeNull();
    expect(registered).toEqual([]);
  });
});

describe('a page load with the worker code loaded (setUpServiceWorker)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The stored flag, as `readStored` finds it on `window.localStorage`. */
  const storedFlag = (value: string | null) => vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'offlineMode' ? value : null) } });

  /** A stamped page with one worker registered, and the caches it and the offline store hold. */
  function registeredWindow() {
    const cacheNames = ['nasaq-precache-build-a', 'nasaq-runtime', 'nasaq-sw-clients', OFFLINE_PAGES_CACHE];
    const calls: string[] = [];
    const active = new FakeWorker();
    active.state = 'activated';
    // A worker of this build answers at once; a test may change what it does.
    active.onRetire = (port) => port.postMessage('retired');
    const registration = {
      installing: null,
      waiting: null,
      active,
      unregister: async () => {
        calls.push('unregister');
        return true;
      },
    };
    const win = {
      document: { querySelector: (selector: string) => (selector === 'meta[name="nasaq-build"]' ? { content: 'build-a' } : null) },
      navigator: {
        serviceWorker: {
          register: async () => {
            calls.push('register');
            return registration;
          },
          getRegistration: async () => registration,
        },
      },
      caches: {
        keys: async () => [...cacheNames],
        delete: async (name: string) => {
          const at = cacheNames.indexOf(name);
          if (at >= 0) cacheNames.splice(at, 1);
          return at >= 0;
        },
      },
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimeout: (timer: ReturnType<typeof setTimeout>) => clearTimeout(timer),
    };
    return { win: win as unknown as Window, calls, cacheNames, active };
  }

  it('registers the worker with offline mode on', async () => {
    storedFlag('true');
    const { win, calls } = registeredWindow();
    await setUpServiceWorker(win);
    expect(calls).toEqual(['register']);
  });

  it("removes the worker and its own caches (not the offline store's) with offline mode off", async () => {
    storedFlag('false');
    const { win, calls, cacheNames } = registeredWindow();
    await setUpServiceWorker(win);
    expect(calls).toEqual(['unregister']);
    expect(cacheNames).toEqual([OFFLINE_PAGES_CACHE]);
  });

  it('asks the worker to retire and unregisters it only once it has answered', async () => {
    storedFlag('false');
    const { win, calls, active } = registeredWindow();
    active.onRetire = (port) => {
      calls.push('retire asked');
      // The worker finishes what it was answering first.
      setTimeout(() => {
        calls.push('retired');
        port.postMessage('retired');
      }, 20);
    };
    await setUpServiceWorker(win);
    expect(active.messages).toEqual([{ type: RETIRE_MESSAGE }]);
    expect(calls).toEqual(['retire asked', 'retired', 'unregister']);
  });

  it('goes on without the answer of a worker that never gives one (an older build), after a wait', async () => {
    vi.useFakeTimers();
    try {
      storedFlag('false');
      const { win, calls, cacheNames, active } = registeredWindow();
      active.onRetire = null;
      let done = false;
      const removing = setUpServiceWorker(win).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(RETIRE_WAIT_MS - 1);
      expect(done).toBe(false);
      expect(calls).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await removing;
      expect(calls).toEqual(['unregister']);
      expect(cacheNames).toEqual([OFFLINE_PAGES_CACHE]);
    } finally {
      vi.useRealTimers();
    }
  });
});
