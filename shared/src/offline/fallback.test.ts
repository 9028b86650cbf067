import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBase, setOfflineBackup, requestJson, resetRequestClient } from '@site/shared/request';
import { NetworkError } from '../request/errors';
import { jsonResponse, mockFetch } from '../testing/fetch';
import { offlineMode } from '@site/shared/state';
import { closeOfflineDb, openOfflineDb, replyKey } from './db';
import { answeredFromStore, connectOfflineStore } from './served';

/**
 * What the fake clock moves: the request client's retry pauses. Not `setImmediate`, on which
 * fake-indexeddb runs the store's work: on the fake clock that work ran only as the test moved
 * the clock, and with the tests in another order (`--sequence.shuffle.tests`) a closing
 * connection polled for ever (vitest stopped it at 10 000 timers).
 */
const ON_A_FAKE_CLOCK = { toFake: ['setTimeout', 'clearTimeout', 'Date'] } satisfies Parameters<typeof vi.useFakeTimers>[0];

const stored = { success: true, data: { data: [{ id: 3, name: 'Web' }], total: 1, current_page: 1, last_page: 1, per_page: 50 } };

beforeEach(async () => {
  setApiBase('http://site.test/api');
  resetRequestClient();
  connectOfflineStore();
  const db = await openOfflineDb();
  await db.put('replies', { key: replyKey('en', '/v1/services'), lang: 'en', path: '/v1/services', body: stored, bytes: 10, group: 'core', rank: 0 });
});

afterEach(async () => {
  setOfflineBackup(undefined);
  offlineMode.value = false;
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await closeOfflineDb();
  indexedDB.deleteDatabase('nasaq-offline');
});

describe('the request client with offline mode on', () => {
  it('answers a read from the stored copy when the browser is offline, without asking the network', async () => {
    offlineMode.value = true;
    vi.stubGlobal('navigator', { onLine: false });
    const network = mockFetch(() => jsonResponse({}));
    expect(await requestJson('/v1/services', { lang: 'en' })).toEqual(stored);
    expect(network.calls).toEqual([]);
    expect(answeredFromStore('/v1/services', 'en')).toBe(true);
  });

  it('answers a read that failed on the network (after its retries) from the stored copy', async () => {
    vi.useFakeTimers(ON_A_FAKE_CLOCK);
    offlineMode.value = true;
    const network = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const reply = requestJson('/v1/services', { lang: 'en' });
    await vi.runAllTimersAsync();
    expect(await reply).toEqual(stored);
    expect(network.calls).toHaveLength(4);
  });

  it('keeps the error when nothing is stored for the read, or when the mode is off', async () => {
    vi.useFakeTimers(ON_A_FAKE_CLOCK);
    offlineMode.value = true;
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const missing = requestJson('/v1/clients', { lang: 'en' }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await missing).toBeInstanceOf(NetworkError);
    offlineMode.value = false;
    const off = requestJson('/v1/services', { lang: 'en' }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await off).toBeInstanceOf(NetworkError);
  });

  it('asks no store where none is plugged into the request client: the error stands', async () => {
    setOfflineBackup(undefined);
    offlineMode.value = true;
    vi.stubGlobal('navigator', { onLine: false });
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.useFakeTimers(ON_A_FAKE_CLOCK);
    const read = requestJson('/v1/services', { lang: 'en' }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    // The store holds a reply for it (beforeEach): asked, it would have answered.
    expect(await read).toBeInstanceOf(NetworkError);
  });
});
