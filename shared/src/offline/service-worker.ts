import { STORAGE_KEYS, readStored } from '@site/shared/state';
import {
  BUILD_META_NAME,
  PAGE_BUILD_MESSAGE,
  RETIRE_MESSAGE,
  RETIRE_WAIT_MS,
  SERVICE_WORKER_URL,
  deleteWorkerCaches,
  type PageBuildMessage,
} from '@site/shared/worker';

/**
 * The page's side of the service worker (root-config/src/sw, docs/service-worker.md): registering
 * it, telling it which build the page runs, and removing it when offline mode is off (what the
 * two sides agree on is '@site/shared/worker'). Not in the offline door's index: the first page
 * carries only the idle check of `startOfflineMode` (start.ts), which loads the store's chunk
 * (and this file in it) when offline mode is on, a send waits or a worker controls the page.
 */

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
 * What a page load does with the worker, once `startOfflineMode` (start.ts, on the first
 * page) found there is something to do (store.ts `resume`): with offline mode on, registers the worker (and
 * lets it update); with it off, removes a worker left from before.
 */
export async function setUpServiceWorker(win: Window): Promise<void> {
  if (!pageBuild(win)) return;
  if (readStored('local', STORAGE_KEYS.offlineMode) === 'true') await installServiceWorker(win);
  else await removeServiceWorker(win);
}
