/**
 * '@site/shared/offline': offline mode as the first page carries it. `startOfflineMode` (the
 * host's start) plugs the stored copy into the request client and checks at idle whether the
 * store has anything to do; which reads the stored copy answered; and the loader of the store's
 * chunk (`loadOfflineStore`: idb, the download, the reader, the outbox and their triggers, the
 * service worker's page side), loaded on first use (see served.ts). The names the worker shares
 * are '@site/shared/worker'.
 */
export { answeredFromStore, connectOfflineStore, loadOfflineStore, notePageFromStore } from './served';
export { startOfflineMode } from './start';
export type { OutboxEntry, StoreSummary } from './db';
export type { DownloadProgress } from './download';
export type { StorageFacts } from './store';
