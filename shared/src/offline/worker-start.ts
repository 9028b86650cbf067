import { STORAGE_KEYS } from '../state/keys';
import { readStored } from '../state/storage';

/**
 * At every page load, once the page has loaded and the main thread is idle (never on the first
 * page's critical path), a check of a few bytes: only with offline mode on (the worker is
 * registered and may update) or with a worker controlling the page (one left from before, to
 * be removed now that the mode is off) does the worker's page side (service-worker.ts) load.
 * A visitor who never switches offline mode on downloads neither that chunk nor the worker's
 * precache (about 0.6 MB of scripts, styles and fonts).
 */
export function startServiceWorker(win: Window): void {
  const workers = win.navigator.serviceWorker;
  if (!workers) return;
  const run = () => {
    if (readStored('local', STORAGE_KEYS.offlineMode) !== 'true' && !workers.controller) return;
    import(/* webpackChunkName: "service-worker" */ './service-worker')
      .then((worker) => worker.setUpServiceWorker(win))
      .catch((error: unknown) => console.warn('[offline] the service worker could not be set up', error));
  };
  const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: 10_000 }) : win.setTimeout(run, 0));
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
