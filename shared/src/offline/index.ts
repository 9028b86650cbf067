import type { Language } from '../contract/envelope';
import { offlineMode } from '../state/offline-mode';
import { sendsWaitingHint } from './hint';
import { loadOfflineStore } from './served';

/**
 * The offline store as the first page sees it: the reads it answered and the loader of its
 * chunk. Everything else (idb, the download, the reader, the outbox, their triggers) is in
 * `./store`, loaded on first use (see served.ts). The cache and database names are in
 * `./names`, imported directly by whoever needs them (the service worker).
 */
export { answeredFromStore, loadOfflineStore } from './served';
export type { OutboxEntry, OutboxKind, StoreSummary } from './db';
export type { DownloadProgress } from './download';
export type { StorageFacts } from './store';

/**
 * On a page load (root-config's start): with the mode on, or sends left waiting by an earlier
 * visit, the store's chunk loads after the apps (see store.ts `resume`).
 */
export function resumeOfflineMode(lang: () => Language): void {
  if (typeof window === 'undefined' || !(offlineMode.peek() || sendsWaitingHint())) return;
  void loadOfflineStore()
    .then((store) => store.resume(lang))
    .catch(() => undefined);
}
