import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBase, setOfflineBackup, HttpError, resetRequestClient } from '@site/shared/request';
import { NetworkError } from '../request/errors';
import { sendContactMessage } from '../request/submissions';
import { SavedOfflineError } from '../request/submissions';
import { jsonResponse, mockFetch } from '../testing/fetch';
import { closeOfflineDb } from './db';
import { connectOfflineStore } from './served';
import { waitingSends } from './store';

const payload = { name: 'Sara Ali', email: 'sara@example.com', phone: '+20 100 123 4567', message: 'A website, please.' };

beforeEach(() => {
  setApiBase('http://site.test/api');
  resetRequestClient();
  connectOfflineStore();
});

afterEach(async () => {
  setOfflineBackup(undefined);
  vi.unstubAllGlobals();
  vi.useRealTimers();
  await closeOfflineDb();
  indexedDB.deleteDatabase('nasaq-offline');
});

describe('a submission without a network', () => {
  it('is kept in the outbox with its Idempotency-Key and body, and rejects with SavedOfflineError', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const network = mockFetch(() => jsonResponse({ success: true, message: 'ok' }));
    const sent = sendContactMessage(payload, 'en', { idempotencyKey: 'key-1' });
    await expect(sent).rejects.toBeInstanceOf(SavedOfflineError);
    expect(network.calls).toEqual([]);
    const [entry] = await waitingSends();
    expect(entry).toMatchObject({ key: 'key-1', kind: 'contact', path: '/v1/messages/contact', lang: 'en', body: { ...payload, language: 'en' } });
  });

  it('is kept when the POST fails on the network after its retries', async () => {
    // Only the retry waits are faked: fake-indexeddb schedules its own work with setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const sent = sendContactMessage(payload, 'en', { idempotencyKey: 'key-2' }).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await sent).toBeInstanceOf(SavedOfflineError);
    expect((await waitingSends()).map((entry) => entry.key)).toEqual(['key-2']);
  });

  it('is not kept when the server answered (a refusal is the form’s to show)', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'The given data was invalid.' }, 422));
    await expect(sendContactMessage(payload, 'en', { idempotencyKey: 'key-3' })).rejects.toBeInstanceOf(HttpError);
    expect(await waitingSends()).toEqual([]);
  });

  it('fails as it is where no offline store is plugged into the request client (a page without offline mode)', async () => {
    setOfflineBackup(undefined);
    vi.stubGlobal('navigator', { onLine: false });
    mockFetch(() => jsonResponse({ success: true, message: 'ok' }));
    await expect(sendContactMessage(payload, 'en', { idempotencyKey: 'key-3' })).rejects.toBeInstanceOf(NetworkError);
    expect(await waitingSends()).toEqual([]);
  });
});
