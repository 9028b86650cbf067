import type { Language } from '@site/shared/contract';
import { linkAbort } from './abort-link';
import { apiUrl } from './base';
import { cacheKey, readCache, writeCache } from './cache';
import { abortReason, NetworkError, RequestTimeoutError } from './errors';
import { offlineBackup } from './offline-backup';
import { isChecked } from './reply-check';
import type { Reply } from './request-network';

export interface RequestOptions {
  lang: Language;
  signal?: AbortSignal;
  method?: 'GET' | 'POST';
  /** POST only: sent as JSON */
  body?: unknown;
  /** GET only: how long the reply stays cached, in ms (default 5 minutes; 0: not cached) */
  ttl?: number;
  /** more request headers (a submission's `Idempotency-Key`), the same on every retry */
  headers?: Readonly<Record<string, string>>;
  /** GET only: yields its place to every other request (the offline download; see scheduler.ts) */
  background?: boolean;
  /**
   * GET only: checks a reply against the wire contract before it is cached or returned
   * (`runQuery` passes the query's schema). Resolves with the checked body; throws
   * `InvalidResponseError`. A body already checked (cached after a check, or seeded from the
   * server's page) is not checked again.
   */
  check?: (body: unknown) => Promise<unknown>;
}

interface Flight {
  promise: Promise<Reply>;
  controller: AbortController;
  callers: number;
}

/** Identical GETs in flight (same URL and language) share one request. */
const inFlight = new Map<string, Flight>();

export { apiUrl };

/**
 * One call to the API with every client-side rule (docs/product.md#request-rules): JSON sent and
 * accepted, the language passed, a 15 s time-out, retries (3, 2 s apart; a 429 waits the
 * rate-limit delay or `Retry-After`), the per-URL gap and the concurrency cap, the GET
 * cache and in-flight sharing. Resolves with the reply body (parsed JSON).
 */
export async function requestJson(path: string, options: RequestOptions): Promise<unknown> {
  const method = options.method ?? 'GET';
  const url = apiUrl(path, options.lang);
  if (options.signal?.aborted) throw abortReason(options.signal);
  if (method !== 'GET') {
    const controller = new AbortController();
    const unlink = linkAbort(options.signal, controller);
    try {
      return (await withRetries(url, init(method, options), controller.signal)).body;
    } finally {
      unlink();
    }
  }

  const key = cacheKey(options.lang, url);
  const cached = readCache(key);
  if (cached) return checked(cached.body, options);
  // Offline mode (docs/offline.md) with no network: the stored copy at once, rather than retries
  // that cannot succeed (the backup answers only with the mode on; see offline-backup.ts).
  const backup = offlineBackup();
  const stored = backup && isOffline() ? await backup.storedReply(path, options.lang) : undefined;
  if (stored !== undefined) return checked(stored, options);
  let body: unknown;
  try {
    body = await readOnline(key, url, options);
    backup?.answeredOnline(path, options.lang);
  } catch (error) {
    // Offline mode (docs/offline.md): a read that failed for want of a network is answered from the
    // stored copy, so every screen keeps its one data path; with nothing stored, the error stands.
    const failedForNetwork = error instanceof NetworkError || error instanceof RequestTimeoutError;
    const stored = backup && failedForNetwork ? await backup.storedReply(path, options.lang) : undefined;
    if (stored === undefined) throw error;
    return checked(stored, options);
  }
  // The flight this call joined may have been started by a read without a check.
  return checked(body, options);
}

/** `body` as `options.check` leaves it; as it is when there is no check or it passed one before. */
async function checked(body: unknown, options: RequestOptions): Promise<unknown> {
  return options.check && !isChecked(body) ? options.check(body) : body;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A GET over the network: the shared flight for its URL and language, its reply cached. */
async function readOnline(key: string, url: string, options: RequestOptions): Promise<unknown> {
  let flight = inFlight.get(key);
  if (!flight) {
    const controller = new AbortController();
    const created: Flight = {
      controller,
      callers: 0,
      promise: withRetries(url, init('GET', options), controller.signal, options.background)
        .then(async (reply) => {
          // Checked before it is cached: the cache holds what screens may read as it is.
          const body = options.check ? await options.check(reply.body) : reply.body;
          writeCache(key, body, reply.bytes, options.ttl);
          return { body, bytes: reply.bytes };
        })
        .finally(() => {
          // Shared until the cache holds the reply (or it failed), not only until it arrives: the
          // first check of a page waits for the contract chunk, and a reader that came meanwhile
          // found neither the flight nor the cache and asked again (a browser test caught it).
          if (inFlight.get(key) === created) inFlight.delete(key);
        }),
    };
    // A flight whose callers all left rejects with their abort; nobody is listening.
    created.promise.catch(() => undefined);
    inFlight.set(key, created);
    flight = created;
  }
  return (await join(key, flight, options.signal)).body;
}

function init(method: 'GET' | 'POST', options: RequestOptions): RequestInit {
  const body = method !== 'GET' && options.body !== undefined ? JSON.stringify(options.body) : undefined;
  // A read sends no body, so no Content-Type: the headers left are the ones a browser lets any
  // origin send without asking first, so a widget's read on a partner's page needs no CORS
  // preflight (one round trip less before its first screen).
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.lang, ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return body === undefined ? { method, headers } : { method, headers, body };
}

/**
 * One caller's share of a flight. A caller that aborts leaves at once; the request itself
 * is aborted only when its last caller has left (and a later identical GET starts afresh).
 */
function join(key: string, flight: Flight, signal: AbortSignal | undefined): Promise<Reply> {
  flight.callers += 1;
  if (!signal) return flight.promise;
  return new Promise<Reply>((resolve, reject) => {
    const onAbort = () => {
      flight.callers -= 1;
      if (flight.callers === 0) {
        if (inFlight.get(key) === flight) inFlight.delete(key);
        flight.controller.abort(signal.reason);
      }
      reject(abortReason(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    flight.promise.then(
      (reply) => {
        signal.removeEventListener('abort', onAbort);
        resolve(reply);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

type Network = typeof import('./request-network');
let network: Promise<Network> | undefined;
let networkLoaded: Network | undefined;

/**
 * The part of the client that goes to the network (retries, time-outs, the per-URL gap and the
 * concurrency cap with p-limit: about 2 KB gzip) comes with the first request that needs it: a
 * page whose first screen came with the server's replies asks for nothing until the visitor
 * moves on. A failed download of it is a network failure (offline mode's stored copy answers, the
 * next request tries again).
 */
function loadNetwork(): Promise<Network> {
  network ??= import(/* webpackChunkName: "request-network" */ './request-network').then(
    (module) => (networkLoaded = module),
    (error: unknown) => {
      network = undefined;
      throw new NetworkError({ cause: error });
    },
  );
  return network;
}

async function withRetries(url: string, request: RequestInit, signal: AbortSignal, background = false): Promise<Reply> {
  const { withRetries: send } = await loadNetwork();
  if (signal.aborted) throw abortReason(signal);
  return send(url, request, signal, background);
}

/**
 * Runs `task`, a fetch of the caller's own (the offline download's images), in its turn of the
 * request client's scheduler (at most 3 in flight, the per-URL gap; `background` yields to every
 * page read: see scheduler.ts), loading the network part first.
 */
export async function inTurn<T>(url: string, signal: AbortSignal, task: () => Promise<T>, background = false): Promise<T> {
  const { schedule } = await loadNetwork();
  return schedule(url, signal, task, background);
}

/** Aborts every shared flight and forgets every per-URL turn (reset.ts: `resetRequestClient`). */
export function resetRequests(): void {
  for (const flight of inFlight.values()) flight.controller.abort();
  inFlight.clear();
  networkLoaded?.resetScheduler();
}
