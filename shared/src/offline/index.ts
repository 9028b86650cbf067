import type { Language } from '../contract/envelope';
import { offlineMode, sendsWaitingHint, setSendsWaitingHint } from '../state/offline-mode';
import { loadOfflineStore } from './served';

/**
 * The offline store as the first page sees it: names, the flag's side effects and the loader
 * of its chunk. Everything heavier (idb, the download, the reader, the outbox) is in
 * `./store`, loaded on first use (see served.ts).
 */
export { OFFLINE_DB_NAME, OFFLINE_IMAGES_CACHE, OFFLINE_PAGES_CACHE } from './names';
export { loadOfflineStore, storeAnswers, wasAnsweredFromStore } from './served';
export type { OutboxEntry, OutboxKind, StoreSummary } from './db';
export type { DownloadProgress } from './download';
export type { StorageFacts } from './store';

let listening = false;

/** Sends what waits in the outbox now if online, and whenever the network comes back. */
export function sendWaitingWhenOnline(): void {
  if (typeof window === 'undefined') return;
  const flush = () => {
    if (!navigator.onLine) return;
    void loadOfflineStore()
      .then((store) => store.flushSends())
      .then((result) => setSendsWaitingHint(result.waiting > 0))
      .catch(() => undefined);
  };
  if (!listening) {
    listening = true;
    window.addEventListener('online', flush);
  }
  flush();
}

/**
 * On a page load (root-config's start): with the mode on, the store's chunk loads so failed
 * reads find it, and a copy older than 7 days refreshes in the background; sends left waiting
 * by an earlier visit are sent.
 */
export function resumeOfflineMode(lang: () => Language): void {
  if (typeof window === 'undefined') return;
  if (sendsWaitingHint()) sendWaitingWhenOnline();
  if (!offlineMode.peek()) return;
  const refresh = () => {
    void loadOfflineStore()
      .then((store) => store.refreshIfStale(lang()))
      .catch(() => undefined);
  };
  refresh();
  window.addEventListener('online', refresh);
}
