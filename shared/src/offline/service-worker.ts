import { STORAGE_KEYS } from '../state/keys';
import { readStored } from '../state/storage';
import { PRECACHE_ID } from './names';

/**
 * The page's side of the service worker (root-config/src/sw, docs/service-worker.md): registering
 * it, how a page tells it which build it runs, and removing it when offline mode is off. The
 * worker's files and the offline store's download both use this, so it lives in the shared module;
 * but not in its index: the first page carries only the idle check of `startOfflineMode`
 * (index.ts), which loads the store's chunk (and this file in it) when offline mode is on, a send
 * waits or a worker controls the page.
 */

export const SERVICE_WORKER_URL = '/sw.js';

/** `<meta name="nasaq-build" content="ID">`: the build a page belongs to (stamped by build/service-worker.ts). */
export const BUILD_META_NAME = 'nasaq-build';

/** The one message a page sends the worker: the build it runs. */
export const PAGE_BUILD_MESSAGE = 'nasaq-page-build';

export interface PageBuildMessage {
  type: typeof PAGE_BUILD_MESSAGE;
  build: string;
}

/** A message crosses a process boundary: check its shape before trusting it. */
export function isPageBuildMessage(data: unknown): data is PageBuildMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, build } = data as Record<string, unknown>;
  return type === PAGE_BUILD_MESSAGE && typeof build === 'string' && /^[0-9a-z-]{1,64}$/.test(build);
}

/**
 * The page's request that the worker retire (root-config/src/sw/retirement.ts): stop writing
 * caches, let what it is answering finish, delete its caches, then answer on the port sent with it.
 */
export const RETIRE_MESSAGE = 'nasaq-retire';

export function isRetireMessage(data: unknown): data is { type: typeof RETIRE_MESSAGE } {
  return typeof data === 'object' && data !== null && (data as Record<string, unknown>).type === RETIRE_MESSAGE;
}

/** How long removing the worker waits for its answer: one built before it could retire never answers. */
export const RETIRE_WAIT_MS = 5000;

/** The worker's own caches (not the offline store's): one precache per build, files of redeployed sections, page records. */
export const WORKER_CACHES = {
  precachePrefix: `${PRECACHE_ID}-precache-`,
  runtime: `${PRECACHE_ID}-runtime`,
  clients: `${PRECACHE_ID}-sw-clients`,
} as const;

export function isWorkerCache(name: string): boolean {
  return name.startsWith(WORKER_CACHES.precachePrefix) || name === WORKER_CACHES.runtime || name === WORKER_CACHES.clients;
}

/** Deletes the worker's own caches from `storage`: the worker's when it retires, the page's after unregistering it. */
export async function deleteWorkerCaches(storage: CacheStorage): Promise<void> {
  for (const name of await storage.keys()) if (isWorkerCache(name)) await storage.delete(name);
}

function pageBuild(win: Window): string | null {
  return win.document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content || null;
}

/**
 * Registers the worker and resolves once it is active, its precache (every section's files)
 * complete: what switching offline mode on waits for before it says the site is stored.
 * Null where there is no worker to register (no support, `npm run dev`, a page without a build stamp).
 */
export async function installServiceWorker(win: Window): Promise<ServiceWorkerRegistration | null> {
  const build = pageBuild(win);
  const workers = win.navigator.serviceWorker;
  if (!build || !workers) return null;
  const registration = await workers.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  await whenInstalled(registration);
  // A page loaded before the worker controlled it: the worker learns its build from this.
  const message: PageBuildMessage = { type: PAGE_BUILD_MESSAGE, build };
  registration.active?.postMessage(message);
  return registration;
}

/**
 * Resolves when the worker being installed is active (at once when none is being installed).
 * Rejects when it fails (a precached file could not be fetched) and no older worker is active:
 * `navigator.serviceWorker.ready` would never settle then, and a download waiting on it neither.
 */
function whenInstalled(registration: ServiceWorkerRegistration): Promise<void> {
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (worker.state === 'activated') resolve();
      else if (worker.state === 'redundant') {
        if (registration.active) resolve();
        else reject(new Error('The service worker could not be installed.'));
      } else return;
      worker.removeEventListener('statechange', check);
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/** Asks `worker` to retire; resolves on its answer, or after `waitMs` without one. */
function retire(win: Window, worker: ServiceWorker, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = () => {
      win.clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const timer = win.setTimeout(finish, waitMs);
    channel.port1.onmessage = finish;
    worker.postMessage({ type: RETIRE_MESSAGE }, [channel.port2]);
  });
}

/**
 * Offline mode switched off: the worker and its caches go too (the offline store clears its own).
 * The worker retires first: a page it controls keeps asking it for files until it unloads, and
 * an answer under way would otherwise make a cache deleted here again. The deletion here is then
 * for a worker that did not answer in time (one of a build from before retiring existed).
 */
export async function removeServiceWorker(win: Window): Promise<void> {
  const registration = await win.navigator.serviceWorker?.getRegistration('/');
  if (!registration) return;
  if (registration.active) await retire(win, registration.active, RETIRE_WAIT_MS);
  await registration.unregister();
  await deleteWorkerCaches(win.caches);
}

/**
 * What a page load does with the worker, once `startOfflineMode` (index.ts, on the first
 * page) found there is something to do (store.ts `resume`): with offline mode on, registers the worker (and
 * lets it update); with it off, removes a worker left from before.
 */
export async function setUpServiceWorker(win: Window): Promise<void> {
  if (!pageBuild(win)) return;
  if (readStored('local', STORAGE_KEYS.offlineMode) === 'true') await installServiceWorker(win);
  else await removeServiceWorker(win);
}
