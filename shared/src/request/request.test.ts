import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { responseCacheStats } from './cache';
import { HttpError, NetworkError, RequestTimeoutError } from './errors';
import { postJson } from './post-json';
import { defineQuery, runQuery } from './query';
import { isChecked } from './reply-check';
import { cacheLifetimes } from './policy';
import { requestJson } from './request';
import { resetRequestClient } from './reset';
import { adoptStartedRequests } from './started-requests';
import { hang, jsonResponse, mockFetch } from '../testing/fetch';

const anything = z.unknown();
const ok = { success: true, data: 1 };

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  resetRequestClient();
});
afterEach(() => {
  resetRequestClient();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Starts a call and keeps its outcome, so a rejection is never left unhandled while time moves. */
function start<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(outcome, { value, done: true }),
    (error: unknown) => Object.assign(outcome, { error, done: true }),
  );
  return outcome;
}

/** A read of `path` whose reply must match `schema`, viewed as it is. */
const read = <S extends z.ZodMiniType>(path: string, schema: S) =>
  defineQuery(
    path,
    () => schema,
    (reply) => reply,
  );

describe('requests', () => {
  it('sends and accepts JSON, passes the language, and checks the reply with the contract', async () => {
    const { calls } = mockFetch(() => jsonResponse(ok));
    await expect(runQuery(read('/v1/x', z.object({ success: z.literal(true), data: z.number() })), 'en')).resolves.toEqual(ok);
    expect(calls[0]!.url).toBe('/api/v1/x?lang=en');
    // A read sends no Content-Type (it has no body): a cross-origin read needs no preflight.
    expect(calls[0]!.init?.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en' });
    await expect(runQuery(read('/v1/y?page=2', anything), 'ar')).resolves.toEqual(ok);
    expect(calls[1]!.url).toBe('/api/v1/y?page=2&lang=ar');
  });

  it('rejects a reply that breaks the contract, and caches nothing for it', async () => {
    mockFetch(() => jsonResponse({ success: true, data: 'text' }));
    await expect(runQuery(read('/v1/x', z.object({ data: z.number() })), 'ar')).rejects.toThrow(/Invalid response from \/api\/v1\/x\?lang=ar: data/);
    expect(responseCacheStats().entries).toBe(0);
  });

  it('checks a reply once: the cache holds the checked copy (unknown keys dropped), which is not checked again', async () => {
    const { calls } = mockFetch(() => jsonResponse({ success: true, data: 1, extra: 'x' }));
    const schema = z.object({ success: z.literal(true), data: z.number() });
    const check = vi.spyOn(schema, 'safeParse');
    const first = await runQuery(read('/v1/x', schema), 'en');
    expect(first).toEqual(ok);
    expect(isChecked(first)).toBe(true);
    expect(await runQuery(read('/v1/x', schema), 'en')).toBe(first);
    expect(calls).toHaveLength(1);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks a cached reply that was stored unchecked (the offline download reads without a check)', async () => {
    mockFetch(() => jsonResponse({ success: true, data: 'text' }));
    await requestJson('/v1/x', { lang: 'en' });
    await expect(runQuery(read('/v1/x', z.object({ data: z.number() })), 'en')).rejects.toThrow(/Invalid response/);
  });

  it('picks the schema from the contract chunk, loaded with the first read', async () => {
    mockFetch(() => jsonResponse({ success: true, data: { data: 'not a list' } }));
    const services = defineQuery(
      '/v1/services',
      (contract) => contract.servicesListResponseSchema,
      (reply) => reply.data.data,
    );
    await expect(runQuery(services, 'en')).rejects.toThrow(/Invalid response from \/api\/v1\/services\?lang=en: data\./);
  });
});

describe('time-out and retries', () => {
  it('aborts after 15 s and retries a time-out 3 times, 2 s apart', async () => {
    const { calls } = mockFetch((_url, init) => hang(init));
    const call = start(requestJson('/v1/slow', { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((calls[0]!.init?.signal as AbortSignal).aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(70_000);
    expect(calls.map((c) => c.at)).toEqual([0, 17_000, 34_000, 51_000]);
    expect(call.error).toBeInstanceOf(RequestTimeoutError);
    expect((call.error as Error).message).toBe('Request timeout');
  });

  it('retries a network error 3 times, 2 s apart, then fails with the network text', async () => {
    const { calls } = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const call = start(requestJson('/v1/x', { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.map((c) => c.at)).toEqual([0, 2000, 4000, 6000]);
    expect(call.error).toBeInstanceOf(NetworkError);
    expect((call.error as Error).message).toBe('Network error - please check your connection');
  });

  it('succeeds on a later try', async () => {
    mockFetch((_url, _init, n) => (n < 3 ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse(ok)));
    const call = start(requestJson('/v1/x', { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(4000);
    expect(call.value).toEqual(ok);
  });

  it('does not retry a 4xx, and attaches the parsed body to the error', async () => {
    const body = { success: false, message: 'Not found' };
    const { calls } = mockFetch(() => jsonResponse(body, 404));
    const call = start(requestJson('/v1/missing', { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(call.error).toBeInstanceOf(HttpError);
    expect(call.error).toMatchObject({ message: 'HTTP error! status: 404', status: 404, body });
  });

  it('retries a 5xx GET 3 times, 2 s apart', async () => {
    const { calls } = mockFetch(() => jsonResponse({ success: false, message: 'down' }, 502));
    const call = start(requestJson('/v1/x', { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.map((c) => c.at)).toEqual([0, 2000, 4000, 6000]);
    expect(call.error).toMatchObject({ status: 502 });
  });

  it('waits the 2 s rate-limit delay after a 429, or the Retry-After the server gives', async () => {
    const { calls } = mockFetch((_url, _init, n) =>
      n === 1 ? jsonResponse({}, 429) : n === 2 ? jsonResponse({}, 429, { 'Retry-After': '5' }) : jsonResponse(ok),
    );
    const call = start(requestJson('/v1/x', { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.map((c) => c.at)).toEqual([0, 2000, 7000]);
    expect(call.value).toEqual(ok);
  });

  it('sends a POST answered 503 again after its Retry-After (nothing was stored: a database restarting), but not a POST answered 500', async () => {
    const restarting = mockFetch((_url, _init, n) =>
      n < 3 ? jsonResponse({ success: false, message: 'briefly unavailable' }, 503, { 'Retry-After': '2' }) : jsonResponse({ success: true, message: 'ok' }),
    );
    const sent = start(postJson('/v1/messages/contact', { a: 1 }, anything, { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(restarting.calls.map((c) => c.at)).toEqual([0, 2000, 4000]);
    expect(sent.value).toEqual({ success: true, message: 'ok' });

    const broken = mockFetch(() => jsonResponse({ success: false, message: 'Internal server error' }, 500));
    const failed = start(postJson('/v1/messages/contact', { a: 2 }, anything, { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(broken.calls).toHaveLength(1);
    expect(failed.error).toMatchObject({ status: 500 });
  });

  it('does not retry a POST that timed out (it may have been stored), but does after a network error', async () => {
    const timedOut = mockFetch((_url, init) => hang(init));
    const first = start(postJson('/v1/messages/contact', { a: 1 }, anything, { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(timedOut.calls).toHaveLength(1);
    expect(first.error).toBeInstanceOf(RequestTimeoutError);
    expect(timedOut.calls[0]!.init).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } });

    const offline = mockFetch((_url, _init, n) =>
      n === 1 ? Promise.reject(new TypeError('Failed to fetch')) : jsonResponse({ success: true, message: 'ok' }),
    );
    const second = start(postJson('/v1/messages/contact', { a: 1 }, anything, { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(offline.calls).toHaveLength(2);
    expect(second.value).toEqual({ success: true, message: 'ok' });
  });

  it('stops at once when the caller aborts, without retrying', async () => {
    const { calls } = mockFetch((_url, init) => hang(init));
    const controller = new AbortController();
    const call = start(requestJson('/v1/x', { lang: 'ar', signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect((call.error as Error).name).toBe('AbortError');
  });
});

describe('scheduling', () => {
  it('leaves at least 1 s between two requests to the same URL', async () => {
    const { calls } = mockFetch(() => jsonResponse({ success: true, message: 'ok' }));
    const a = start(postJson('/v1/messages/newsletter', {}, anything, { lang: 'ar' }));
    const b = start(postJson('/v1/messages/newsletter', {}, anything, { lang: 'ar' }));
    const other = start(postJson('/v1/messages/contact', {}, anything, { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.map((c) => [c.url, c.at])).toEqual([
      ['/api/v1/messages/newsletter?lang=ar', 0],
      ['/api/v1/messages/contact?lang=ar', 0],
    ]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.at)).toEqual([0, 0, 1000]);
    expect([a.done, b.done, other.done]).toEqual([true, true, true]);
  });

  it('a GET after a failed GET to the same URL waits for the gap', async () => {
    const { calls } = mockFetch((_url, _init, n) => (n === 1 ? jsonResponse({ success: false, message: 'x' }, 400) : jsonResponse(ok)));
    start(requestJson('/v1/x', { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(300);
    const again = start(requestJson('/v1/x', { lang: 'ar' }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((c) => c.at)).toEqual([0, 1000]);
    expect(again.value).toEqual(ok);
  });

  it('keeps at most 3 requests in flight under 10 simultaneous calls', async () => {
    let running = 0;
    let most = 0;
    const { calls } = mockFetch(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 100));
      running -= 1;
      return jsonResponse(ok);
    });
    const all = Array.from({ length: 10 }, (_, i) => start(requestJson(`/v1/item/${i}`, { lang: 'ar' })));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(10);
    expect(most).toBe(3);
    expect(calls.map((c) => c.at)).toEqual([0, 0, 0, 100, 100, 100, 200, 200, 200, 300]);
    expect(all.every((call) => call.done && call.value)).toBe(true);
  });
});

describe('cache and sharing', () => {
  it('serves a repeated GET from the cache for 5 minutes, then asks again', async () => {
    const { calls } = mockFetch(() => jsonResponse(ok));
    await requestJson('/v1/x', { lang: 'ar' });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await requestJson('/v1/x', { lang: 'ar' });
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await requestJson('/v1/x', { lang: 'ar' });
    expect(calls).toHaveLength(2);
  });

  it('keeps static data for 30 minutes when asked, and does not cache with ttl 0', async () => {
    const { calls } = mockFetch(() => jsonResponse(ok));
    await requestJson('/v1/clients', { lang: 'ar', ttl: cacheLifetimes.staticData });
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    await requestJson('/v1/clients', { lang: 'ar', ttl: cacheLifetimes.staticData });
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_001);
    await requestJson('/v1/clients', { lang: 'ar', ttl: cacheLifetimes.staticData });
    expect(calls).toHaveLength(2);
    await requestJson('/v1/fresh', { lang: 'ar', ttl: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    await requestJson('/v1/fresh', { lang: 'ar', ttl: 0 });
    expect(calls).toHaveLength(4);
  });

  it('keys the cache by language', async () => {
    const { urls } = mockFetch(() => jsonResponse(ok));
    await requestJson('/v1/x', { lang: 'ar' });
    await requestJson('/v1/x', { lang: 'en' });
    await requestJson('/v1/x', { lang: 'ar' });
    await requestJson('/v1/x', { lang: 'en' });
    expect(urls()).toEqual(['/api/v1/x?lang=ar', '/api/v1/x?lang=en']);
  });

  it('does not cache failures or POSTs', async () => {
    const { calls } = mockFetch((url, _init, n) => (n === 1 ? jsonResponse({ success: false, message: 'no' }, 404) : jsonResponse(ok)));
    await expect(requestJson('/v1/x', { lang: 'ar' })).rejects.toThrow('HTTP error! status: 404');
    await vi.advanceTimersByTimeAsync(1000);
    await requestJson('/v1/x', { lang: 'ar' });
    await requestJson('/v1/y', { lang: 'ar', method: 'POST', body: {} });
    await vi.advanceTimersByTimeAsync(1000);
    await requestJson('/v1/y', { lang: 'ar', method: 'POST', body: {} });
    expect(calls).toHaveLength(4);
  });

  it('evicts the least recently used entry beyond 1000 entries', async () => {
    const { calls } = mockFetch(() => jsonResponse(ok));
    for (let i = 0; i < 1000; i += 1) await requestJson(`/v1/item/${i}`, { lang: 'ar' });
    await requestJson('/v1/item/0', { lang: 'ar' }); // now the most recently used
    expect(calls).toHaveLength(1000);
    await requestJson('/v1/item/1000', { lang: 'ar' }); // evicts item 1, the least recently used
    expect(responseCacheStats().entries).toBe(1000);
    await requestJson('/v1/item/0', { lang: 'ar' });
    expect(calls).toHaveLength(1001);
    await vi.advanceTimersByTimeAsync(1000);
    await requestJson('/v1/item/1', { lang: 'ar' });
    expect(calls).toHaveLength(1002);
  });

  it('evicts the least recently used entries beyond 50 MB of replies', async () => {
    const tenMegabytes = { success: true, data: 'x'.repeat(10 * 1024 * 1024) };
    const text = JSON.stringify(tenMegabytes);
    const { calls } = mockFetch(() => new Response(text, { status: 200 }));
    for (let i = 0; i < 4; i += 1) await requestJson(`/v1/big/${i}`, { lang: 'ar' });
    expect(responseCacheStats()).toEqual({ entries: 4, bytes: 4 * text.length });
    await requestJson('/v1/big/4', { lang: 'ar' }); // 50 MB would be exceeded: big/0 goes
    expect(responseCacheStats().entries).toBe(4);
    expect(responseCacheStats().bytes).toBeLessThanOrEqual(50 * 1024 * 1024);
    await requestJson('/v1/big/1', { lang: 'ar' });
    expect(calls).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1000);
    await requestJson('/v1/big/0', { lang: 'ar' });
    expect(calls).toHaveLength(6);
  });

  it('purges expired entries every 5 minutes', async () => {
    mockFetch(() => jsonResponse(ok));
    await requestJson('/v1/a', { lang: 'ar' });
    await requestJson('/v1/static', { lang: 'ar', ttl: cacheLifetimes.staticData });
    await vi.advanceTimersByTimeAsync(60_000);
    await requestJson('/v1/b', { lang: 'ar' });
    expect(responseCacheStats().entries).toBe(3);
    // At 5 min the first purge runs: nothing has expired yet (a expires just after).
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(responseCacheStats().entries).toBe(3);
    // At 10 min: a (expired at 5 min) and b (at 6 min) are gone without being read; static stays.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(responseCacheStats().entries).toBe(1);
  });

  it('shares one request between identical GETs in flight', async () => {
    const answers = new Map<string, (response: Response) => void>();
    const { calls } = mockFetch((url) => new Promise<Response>((resolve) => answers.set(url, resolve)));
    const a = start(requestJson('/v1/x', { lang: 'ar' }));
    const b = start(requestJson('/v1/x', { lang: 'ar' }));
    const en = start(requestJson('/v1/x', { lang: 'en' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    answers.get('/api/v1/x?lang=ar')!(jsonResponse(ok));
    await vi.waitFor(() => expect(a.done).toBe(true));
    expect(a.value).toEqual(ok);
    expect(b.value).toEqual(ok);
    expect(en.done).toBe(false);
  });

  it('shares the request with a reader that comes while its reply is being checked', async () => {
    // The first checked reply of a page waits for the contract chunk to load: a reader that comes
    // meanwhile (a second block of the page mounting) must not ask again for what is arriving.
    const { calls } = mockFetch(() => jsonResponse(ok));
    let release: () => void = () => undefined;
    const contractLoaded = new Promise<void>((resolve) => (release = resolve));
    const check = async (body: unknown) => {
      await contractLoaded;
      return body;
    };
    const first = start(requestJson('/v1/x', { lang: 'en', check }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(0);
    const second = start(requestJson('/v1/x', { lang: 'en', check }));
    release();
    await vi.waitFor(() => expect(first.done && second.done).toBe(true));
    expect(calls).toHaveLength(1);
    expect(second.value).toEqual(ok);
  });

  it('keeps a shared request going while one caller is left, and aborts it when none is', async () => {
    const { calls } = mockFetch((_url, init) => hang(init));
    const one = new AbortController();
    const two = new AbortController();
    const a = start(requestJson('/v1/x', { lang: 'ar', signal: one.signal }));
    const b = start(requestJson('/v1/x', { lang: 'ar', signal: two.signal }));
    await vi.advanceTimersByTimeAsync(0);
    one.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((a.error as Error).name).toBe('AbortError');
    expect((calls[0]!.init?.signal as AbortSignal).aborted).toBe(false);
    expect(b.done).toBe(false);
    two.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect((calls[0]!.init?.signal as AbortSignal).aborted).toBe(true);
    expect(calls).toHaveLength(1);
  });
});

describe('a read started before the client loaded (the embed loader’s, started-requests.ts)', () => {
  it('is taken by the first try of its URL instead of a fetch, once; a failed one is tried again by the usual rules', async () => {
    const { calls } = mockFetch(() => jsonResponse(ok));
    adoptStartedRequests(new Map([['/api/v1/x?lang=en', Promise.resolve(jsonResponse({ success: true, data: 7 }))]]));
    const schema = z.object({ success: z.literal(true), data: z.number() });
    await expect(runQuery(read('/v1/x', schema), 'en')).resolves.toEqual({ success: true, data: 7 });
    expect(calls).toHaveLength(0);
    // Taken once: the next read of that URL (past its cache) goes to the network.
    resetRequestClient();
    await expect(runQuery(read('/v1/x', schema), 'en')).resolves.toEqual(ok);
    expect(calls).toHaveLength(1);

    adoptStartedRequests(new Map([['/api/v1/y?lang=en', Promise.reject(new TypeError('Failed to fetch'))]]));
    const retried = start(runQuery(read('/v1/y', anything), 'en'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(retried.value).toEqual(ok);
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/x?lang=en', '/api/v1/y?lang=en']);
  });

  it('is waited for within the time-out like a fetch of its own: one that never answers is given up and tried again', async () => {
    const { calls } = mockFetch(() => jsonResponse(ok));
    adoptStartedRequests(new Map([['/api/v1/z?lang=ar', new Promise<Response>(() => undefined)]]));
    const hung = start(runQuery(read('/v1/z', anything), 'ar'));
    await vi.advanceTimersByTimeAsync(14_999);
    expect([hung.done, calls.length]).toEqual([false, 0]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(hung.value).toEqual(ok);
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/z?lang=ar']);
  });
});
