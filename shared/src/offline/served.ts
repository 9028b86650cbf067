import { setOfflineBackup, type PendingSend } from '@site/shared/request';
import type { Language } from '@site/shared/contract';
import { offlineMode } from '@site/shared/state';
import { setSendsWaitingHint } from './hint';
import { STORED_COPY_META } from '@site/shared/worker';

/**
 * Which reads of this page view the stored copy answered (`lang path`), so a screen can say
 * so (the portfolio detail's 'Offline Mode Active' banner). A plain set, no signal: it is
 * written before the reply reaches the screen, so the render that shows the reply reads it.
 * Eager and tiny: the request client writes it (through the backup below); the store itself
 * stays in its own chunk.
 */
const answered = new Set<string>();

export function answeredFromStore(path: string, lang: Language): boolean {
  return answered.has(`${lang} ${path}`);
}

export function markAnswered(path: string, lang: Language, fromStore: boolean): void {
  if (fromStore) answered.add(`${lang} ${path}`);
  else answered.delete(`${lang} ${path}`);
}

/**
 * A page the service worker answered from the stored pages (it marks them): the replies the
 * page carries are the stored copy's, and count as answered from the store.
 */
export function notePageFromStore(doc: Document, paths: readonly string[], lang: Language): void {
  if (!doc.querySelector(`meta[name="${STORED_COPY_META}"]`)) return;
  for (const path of paths) markAnswered(path, lang, true);
}

/** The chunk of the store (download, read, outbox), loaded once on first use. */
export const loadOfflineStore = () => import(/* webpackChunkName: "offline-store" */ './store');

/**
 * With offline mode on, the stored reply for a read that could not reach the network, or
 * `undefined` (the mode off, nothing stored, or the store cannot be opened).
 */
async function storedReplyFor(path: string, lang: Language): Promise<unknown> {
  if (!offlineMode.peek()) return undefined;
  try {
    const body = await (await loadOfflineStore()).readStoredReply(path, lang);
    if (body !== undefined) markAnswered(path, lang, true);
    return body;
  } catch {
    return undefined;
  }
}

/**
 * A send that found no network, kept in the outbox (the store's chunk loads for it, or was
 * preloaded by the form) and sent once the network is back.
 */
async function keepSend(send: PendingSend): Promise<void> {
  const { queueSend, sendWaitingWhenOnline } = await loadOfflineStore();
  await queueSend(send);
  setSendsWaitingHint(true);
  sendWaitingWhenOnline();
}

/**
 * Plugs the stored copy into the request client (request/offline-backup.ts): a read that cannot
 * reach the network is answered from it with offline mode on, and a send is kept in the outbox.
 * The host's start does it (`startOfflineMode`); the widgets on partner pages keep no offline copy.
 */
export function connectOfflineStore(): void {
  setOfflineBackup({ storedReply: storedReplyFor, answeredOnline: (path, lang) => markAnswered(path, lang, false), keepSend });
}
