import { loadOfflineStore } from '@site/shared/offline';
import { submissionCalls } from '@site/shared/request';

/**
 * A form's `onFocus`: the visitor is in it. Starts loading the rules, so checking on submit does
 * not wait for them, and the offline outbox (idb, the store: about 8 KB gzip) while the network
 * is still there, so a send that finds no network later can keep the message without
 * downloading anything. Not with the page: most visitors never write. A failure here is met
 * again, and reported, by the submit.
 */
export function preloadSending(): void {
  submissionCalls().catch(() => undefined);
  loadOfflineStore().catch(() => undefined);
}
