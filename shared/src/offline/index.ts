import { OUTBOX_HINT_KEY } from '../state/keys';
import { language } from '../state/language';
import { initOfflineMode, offlineMode } from '../state/offline-mode';
import { readStored } from '../state/storage';
import { loadOfflineStore } from './served';

/**
 * Offline mode as the first page carries it: the reads the stored copy answered, the loader of
 * the store's chunk, and the page-load check below. Everything else is in the store's chunk
 * (`./store`: idb, the download, the reader, the outbox and their triggers, the service
 * worker's page side), loaded on first use (see served.ts). The cache and database names are in
 * `./names`, imported directly by whoever needs them (the worker).
 */
export { answeredFromStore, loadOfflineStore, notePageFromStore } from './served';
export type { OutboxEntry, OutboxKind, StoreSummary } from './db';
export type { DownloadProgress } from './download';
export type { StorageFacts } from './store';

/**
 * At every page load (root-config's start, before any app mounts): reads the stored flag into
 * the `offlineMode` signal, then, once the page has loaded and the main thread is idle (never on
 * the first page's critical path), a check of a few bytes: only with offline mode on, sends left
 * waiting by an earlier visit (the outbox hint), or a service worker controlling the page (one
 * left from before, to be removed now that the mode is off) does the store's chunk load, whose
 * `resume` does the rest (store.ts): the worker registered or removed, waiting sends sent, a
 * stale copy refreshed. A visitor who never switches offline mode on loads none of it, nor the
 * worker's precache. A read that fails before then with the mode on loads the store itself
 * (served.ts).
 */
export function startOfflineMode(win: Window): void {
  initOfflineMode();
  const run = () => {
    if (offlineMode.peek() || readStored('local', OUTBOX_HINT_KEY) === 'waiting' || win.navigator.serviceWorker?.controller) {
      void loadOfflineStore()
        .then((store) => store.resume(() => language.peek()))
        .catch(() => undefined);
    }
  };
  const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 10_000 }) : win.setTimeout(run, 0));
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
