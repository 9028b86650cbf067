import { loadOfflineStore } from '@site/shared/offline';
import { submissionsApi } from '@site/shared/api';

/** The submissions group of '@site/shared' (the contract's rules, the POSTs): loaded on demand, never with the first page. */
export type SubmitApi = Awaited<ReturnType<typeof submissionsApi>>;

/**
 * A form's `onFocus`: the visitor is in it. Starts loading the rules, so checking on submit does
 * not wait for them, and the offline outbox (idb, the store: about 8 KB gzip) while the network
 * is still there, so a send that finds no network later can keep the message without
 * downloading anything. Not with the page: most visitors never write. A failure here is met
 * again, and reported, by the submit.
 */
export function preloadSending(): void {
  submissionsApi().catch(() => undefined);
  loadOfflineStore().catch(() => undefined);
}
