import { HttpError, requestJson } from '@site/shared/request';
import type { OfflineDb, OutboxEntry } from './db';

/**
 * Sends made without a network (docs/offline.md#what-the-visitor-gets): kept in the `outbox` store with the
 * Idempotency-Key they were first sent with, and sent again when the network is back.
 *
 * Exactly once: only one tab flushes at a time (a Web Lock, `navigator.locks`, held across
 * tabs of the origin and released when a tab closes); an entry is deleted only after the
 * server's reply, and a send the server stored before the tab could delete the entry is
 * sent again with the same key, which the server answers from its first row
 * (api/src/routes/submissions.ts) instead of storing a second one.
 */
const OUTBOX_LOCK = 'nasaq-offline-outbox';

/** The part of `navigator.locks` the flush needs (a stand-in in tests). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export async function addToOutbox(db: OfflineDb, entry: OutboxEntry): Promise<void> {
  await db.put('outbox', entry);
}

export function outboxEntries(db: OfflineDb): Promise<OutboxEntry[]> {
  return db.getAllFromIndex('outbox', 'createdAt');
}

export type Send = (entry: OutboxEntry) => Promise<unknown>;

/** The real send: the same POST through the request client, with the entry's key. */
const sendEntry: Send = (entry) => requestJson(entry.path, { lang: entry.lang, method: 'POST', body: entry.body, headers: { 'Idempotency-Key': entry.key } });

export interface FlushResult {
  sent: number;
  /** refused by the server for good (a 4xx other than 429): dropped, it can never succeed */
  refused: number;
  /** still waiting (no network yet) */
  waiting: number;
}

/**
 * Sends what waits, oldest first, under the lock; stops at the first send that fails for
 * want of a network (the rest would fail too) and leaves it for the next try.
 */
export function flushOutbox(db: OfflineDb, send: Send = sendEntry, locks: LockManagerLike | undefined = webLocks()): Promise<FlushResult> {
  const run = async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: 0, refused: 0, waiting: 0 };
    const entries = await outboxEntries(db);
    for (const [index, entry] of entries.entries()) {
      // Another tab may have sent it between our read and our turn.
      if (!(await db.get('outbox', entry.key))) continue;
      try {
        await send(entry);
        result.sent += 1;
      } catch (error) {
        if (!(error instanceof HttpError) || error.status === 429 || error.status >= 500) {
          result.waiting = entries.length - index;
          return result;
        }
        result.refused += 1;
      }
      await db.delete('outbox', entry.key);
    }
    return result;
  };
  return locks ? locks.request(OUTBOX_LOCK, run) : run();
}

function webLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
}
