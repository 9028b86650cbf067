import { deleteDB } from 'idb';
import { OFFLINE_LANGUAGES, type Language } from '@site/shared/contract';
import { cacheLifetimes, provideContract } from '@site/shared/request';
import { offlineMode } from '@site/shared/state';
import { sendsWaitingHint, setSendsWaitingHint } from './hint';
import { closeOfflineDb, openOfflineDb, replyKey, type OutboxEntry, type StoreSummary } from './db';
import { downloadOfflineCopy, type DownloadProgress } from './download';
import { OFFLINE_DB_NAME, OFFLINE_IMAGES_CACHE, OFFLINE_PAGES_CACHE, SUMMARY_KEY } from '@site/shared/worker';
import { addToOutbox, flushOutbox, outboxEntries, type FlushResult } from './outbox';
import { answerFromStore } from './read';
import { installServiceWorker, removeServiceWorker, setUpServiceWorker } from './service-worker';
import * as wireContract from '@site/shared/contract';

// The stored replies are checked against the contract when a screen reads them, which happens
// with no network: the contract rides in this chunk rather than in one fetched on demand.
provideContract(wireContract);

/**
 * The offline store's chunk: everything that reads or writes the stored copy, loaded with a
 * dynamic `import()` (offline/index.ts) on the first use of the toggle, on a page load with the
 * mode on, a send waiting or a service worker to remove, or when a read fails with the mode on. Nothing here is in the first page's JavaScript.
 */
export type { DownloadProgress, OutboxEntry, StoreSummary };

export interface StorageFacts {
  /** `navigator.storage.persist()` granted */
  persisted: boolean;
  /** the browser's estimate for this origin, bytes */
  usage: number | null;
  quota: number | null;
}

export interface SwitchOnResult {
  summary: StoreSummary;
  storage: StorageFacts;
}

/** Switching on: a fresh download (whatever was stored before goes first), then persistent storage asked for. */
export async function switchOn(options: {
  lang: Language;
  signal: AbortSignal;
  onProgress?: (progress: DownloadProgress) => void;
  limitBytes?: number;
}): Promise<SwitchOnResult> {
  await clearStoredCopy();
  const db = await openOfflineDb();
  const summary = await downloadOfflineCopy(db, { ...options, origin: location.origin });
  // The promise is that the site opens with no network: the success dialog waits until the
  // service worker holds every section's files too. A browser without one still reads the store.
  if (typeof window !== 'undefined')
    await installServiceWorker(window).catch((error: unknown) => console.warn('[offline] the service worker could not be installed', error));
  return { summary, storage: await storageFacts(true) };
}

/**
 * A stored copy older than 7 days, or without every language (a copy downloaded before the copy
 * kept both), is downloaded again, in the background, when online: the visitor does nothing.
 */
export async function refreshIfStale(lang: Language, now: number = Date.now()): Promise<StoreSummary | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  const db = await openOfflineDb();
  const summary = await db.get('summary', SUMMARY_KEY);
  if (summary && keepsEveryLanguage(summary) && now - summary.savedAt < cacheLifetimes.translations) return null;
  return downloadOfflineCopy(db, { lang, origin: location.origin, signal: new AbortController().signal });
}

function keepsEveryLanguage(summary: StoreSummary): boolean {
  const kept: unknown = summary.languages;
  return Array.isArray(kept) && OFFLINE_LANGUAGES.every((each) => kept.includes(each));
}

/**
 * Switching off: both caches and the database go. Sends still waiting keep the database
 * (their outbox) and lose only the content: a message the visitor wrote is never thrown away.
 */
export async function switchOff(): Promise<{ waiting: OutboxEntry[] }> {
  // The worker's precache and stored-page records go with it (a later page load would remove
  // them too; done here, the info dialog's 'removed' is true when it shows). First: once it has
  // retired it no longer refreshes stored pages, which could otherwise write the pages cache
  // deleted next.
  if (typeof window !== 'undefined')
    await removeServiceWorker(window).catch((error: unknown) => console.warn('[offline] the service worker could not be removed', error));
  await clearStoredCopy();
  const waiting = await outboxEntries(await openOfflineDb());
  if (waiting.length === 0) {
    await closeOfflineDb();
    await deleteDB(OFFLINE_DB_NAME);
  }
  return { waiting };
}

async function clearStoredCopy(): Promise<void> {
  if (typeof caches !== 'undefined') await Promise.all([caches.delete(OFFLINE_IMAGES_CACHE), caches.delete(OFFLINE_PAGES_CACHE)]);
  const db = await openOfflineDb();
  const tx = db.transaction(['replies', 'summary'], 'readwrite');
  await Promise.all([tx.objectStore('replies').clear(), tx.objectStore('summary').clear(), tx.done]);
}

/** The stored reply for a read, or `undefined` (see read.ts). */
export async function readStoredReply(path: string, lang: Language): Promise<unknown> {
  const db = await openOfflineDb();
  return answerFromStore(path, lang, async (wanted) => {
    const record = await db.get('replies', replyKey(lang, wanted));
    if (!record?.aliasOf) return record?.body;
    return (await db.get('replies', record.aliasOf))?.body;
  });
}

export async function storageFacts(askPersist: boolean): Promise<StorageFacts> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined;
  const persisted = askPersist ? await storage?.persist?.().catch(() => false) : await storage?.persisted?.().catch(() => false);
  const estimate = await storage?.estimate?.().catch(() => undefined);
  return { persisted: persisted ?? false, usage: estimate?.usage ?? null, quota: estimate?.quota ?? null };
}

// ---- the outbox ----

export async function queueSend(entry: OutboxEntry): Promise<void> {
  await addToOutbox(await openOfflineDb(), entry);
}

export async function waitingSends(): Promise<OutboxEntry[]> {
  return outboxEntries(await openOfflineDb());
}

export async function flushSends(): Promise<FlushResult> {
  return flushOutbox(await openOfflineDb());
}

let listening = false;

/** Sends what waits in the outbox now if online, and whenever the network comes back. */
export function sendWaitingWhenOnline(): void {
  if (typeof window === 'undefined') return;
  const flush = () => {
    if (!navigator.onLine) return;
    void flushSends()
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
 * A page load that found something to do (offline/index.ts `startOfflineMode`, at idle): the
 * service worker is registered (and may update) with the mode on, or removed with it off; sends
 * left waiting by an earlier visit are sent; with the mode on, failed reads find the store
 * loaded, and a copy older than 7 days (or without both languages) refreshes in the background,
 * now or when the network is back.
 */
export function resume(lang: () => Language): void {
  if (typeof window === 'undefined') return;
  setUpServiceWorker(window).catch((error: unknown) => console.warn('[offline] the service worker could not be set up', error));
  if (sendsWaitingHint()) sendWaitingWhenOnline();
  if (!offlineMode.peek()) return;
  const refresh = () => void refreshIfStale(lang()).catch(() => undefined);
  refresh();
  window.addEventListener('online', refresh);
}
