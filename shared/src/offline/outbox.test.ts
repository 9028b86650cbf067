import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '@site/shared/request';
import { NetworkError } from '../request/errors';
import { closeOfflineDb, openOfflineDb, type OutboxEntry } from './db';
import { addToOutbox, flushOutbox, outboxEntries, type LockManagerLike } from './outbox';

afterEach(async () => {
  await closeOfflineDb();
  indexedDB.deleteDatabase('nasaq-offline');
});

const entry = (key: string, createdAt: number): OutboxEntry => ({
  key,
  kind: 'contact',
  path: '/v1/messages/contact',
  lang: 'en',
  body: { message: key },
  createdAt,
});

/** One lock for "every tab" of the test: a queue, like the Web Locks API's exclusive mode. */
function sharedLock(): LockManagerLike {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const run = tail.then(callback, callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

/** A server that stores one row per Idempotency-Key, as api/src/routes/submissions.ts does. */
function server() {
  const rows = new Map<string, number>();
  let calls = 0;
  const send = async (sent: OutboxEntry) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    rows.set(sent.key, (rows.get(sent.key) ?? 0) + 1);
  };
  return { rows, send, calls: () => calls };
}

describe('the outbox of sends made offline', () => {
  it('sends each waiting entry once, oldest first, even when two tabs flush at the same moment', async () => {
    const db = await openOfflineDb();
    await addToOutbox(db, entry('b', 2));
    await addToOutbox(db, entry('a', 1));
    const api = server();
    const order: string[] = [];
    const lock = sharedLock();
    const send = async (sent: OutboxEntry) => {
      order.push(sent.key);
      await api.send(sent);
    };
    const [first, second] = await Promise.all([flushOutbox(db, send, lock), flushOutbox(db, send, lock)]);
    expect(first.sent + second.sent).toBe(2);
    expect(order).toEqual(['a', 'b']);
    expect([...api.rows.values()]).toEqual([1, 1]);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('keeps everything when the network is still down, and sends it on the next flush', async () => {
    const db = await openOfflineDb();
    await addToOutbox(db, entry('a', 1));
    await addToOutbox(db, entry('b', 2));
    const down = await flushOutbox(db, () => Promise.reject(new NetworkError()), undefined);
    expect(down).toEqual({ sent: 0, refused: 0, waiting: 2 });
    const api = server();
    expect(await flushOutbox(db, api.send, undefined)).toEqual({ sent: 2, refused: 0, waiting: 0 });
    expect(api.calls()).toBe(2);
  });

  it('a send whose reply was lost is sent again with the same key, and the server keeps one row', async () => {
    const db = await openOfflineDb();
    await addToOutbox(db, entry('a', 1));
    const api = server();
    // The server stores it, but the reply never arrives (the tab closed, the network dropped).
    await flushOutbox(
      db,
      async (sent) => {
        await api.send(sent);
        throw new NetworkError();
      },
      undefined,
    );
    expect((await outboxEntries(db)).map((item) => item.key)).toEqual(['a']);
    await flushOutbox(db, api.send, undefined);
    expect(api.calls()).toBe(2);
    expect(api.rows.size).toBe(1);
    expect(await outboxEntries(db)).toEqual([]);
  });

  it('drops a send the server refuses for good (a 4xx), but keeps one it is too busy for (429, 5xx)', async () => {
    const db = await openOfflineDb();
    await addToOutbox(db, entry('bad', 1));
    expect(await flushOutbox(db, () => Promise.reject(new HttpError(429, null)), undefined)).toMatchObject({ waiting: 1 });
    expect(await flushOutbox(db, () => Promise.reject(new HttpError(503, null)), undefined)).toMatchObject({ waiting: 1 });
    expect(await flushOutbox(db, () => Promise.reject(new HttpError(422, null)), undefined)).toEqual({ sent: 0, refused: 1, waiting: 0 });
    expect(await outboxEntries(db)).toEqual([]);
  });
});
