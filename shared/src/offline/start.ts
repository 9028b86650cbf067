import { initOfflineMode, language, offlineMode, OUTBOX_HINT_KEY, readStored } from '@site/shared/state';
import { connectOfflineStore, loadOfflineStore } from './served';

/**
 * At every page load (root-config's start, before any app mounts): plugs the stored copy into
 * the request client and reads the stored flag into the `offlineMode` signal, then, once the
 * page has loaded and the main thread is idle (never on the first page's critical path), a
 * check of a few bytes: only with offline mode on, sends left waiting by an earlier visit (the
 * outbox hint), or a service worker controlling the page (one left from before, to be removed
 * now that the mode is off) does the store's chunk load, whose `resume` does the rest
 * (store.ts): the worker registered or removed, waiting sends sent, a stale copy refreshed. A
 * visitor who never switches offline mode on loads none of it, nor the worker's precache. A
 * read that fails before then with the mode on loads the store itself (served.ts).
 */
export function startOfflineMode(win: Window): void {
  connectOfflineStore();
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
