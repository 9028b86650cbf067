import { OUTBOX_HINT_KEY } from '../state/keys';
import { language } from '../state/language';
import { initOfflineMode, offlineMode } from '../state/offline-mode';
import { readStored } from '../state/storage';
import { loadOfflineStore } from './served';

/**
 * Offline mode as the first page carries it: the reads the stored copy answered, the loader of
 * the store's chunk, and the page-load check below. Everything else is in chunks loaded on
 * first use: the store (`./store`: idb, the download, the reader, the outbox and their
 * triggers; see served.ts) and the service worker's page side (`./service-worker`). The cache
 * and database names are in `./names`, imported directly by whoever needs them (the worker).
 */
export { answeredFromStore, loadOfflineStore } from './served';
export type { OutboxEntry, OutboxKind, StoreSummary } from './db';
export type { DownloadProgress } from './download';
export type { StorageFacts } from './store';

/**
 * At every page load (root-config's start, before any app mounts): reads the stored flag into
 * the `offlineMode` signal, then, once the page has loaded and the main thread is idle (never on
 * the first page's critical path), a check of a few bytes that loads code only when there is
 * something to do:
 * - the store's chunk (store.ts `resume`: stale copy refreshed, waiting sends sent) with
 *   offline mode on or sends left waiting by an earlier visit (the outbox hint);
 * - the worker's page side (service-worker.ts `setUpServiceWorker`) with offline mode on (the
 *   worker is registered and may update) or with a worker controlling the page (one left from
 *   before, removed now that the mode is off).
 * A visitor who never switches offline mode on loads neither, nor the worker's precache. A read
 * that fails before then with the mode on loads the store itself (served.ts).
 */
export function startOfflineMode(win: Window): void {
  initOfflineMode();
  const run = () => {
    const on = offlineMode.peek();
    const workers = win.navigator.serviceWorker;
    if (on || readStored('local', OUTBOX_HINT_KEY) === 'waiting') {
      void loadOfflineStore()
        .then((store) => store.resume(() => language.peek()))
        .catch(() => undefined);
    }
    if (workers && (on || workers.controller)) {
      import(/* webpackChunkName: "service-worker" */ './service-worker')
        .then((worker) => worker.setUpServiceWorker(win))
        .catch((error: unknown) => console.warn('[offline] the service worker could not be set up', error));
    }
  };
  const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 10_000 }) : win.setTimeout(run, 0));
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
