import { linkAbort } from './abort-link';
import { abortReason, HttpError, InvalidResponseError, NetworkError, RequestTimeoutError } from './errors';
import { requestPolicy } from './policy';
import { schedule } from './scheduler';
import { sleep } from './sleep';
import { takeStartedRequest, untilAborted } from './started-requests';

export { resetScheduler, schedule } from './scheduler';

/**
 * The request client's way to the network (request.ts loads it with the first request that
 * needs it): each try within the time-out, the retries and their delays (docs/product.md#request-rules), and
 * the scheduler's per-URL gap and concurrency cap.
 */
export interface Reply {
  body: unknown;
  bytes: number;
}

/**
 * How long to wait before trying again after `error`, or `undefined` for no retry.
 * GET: time-outs, network errors, 5xx and 429 are retried; other 4xx are final.
 * POST (a submission): only where the server cannot have stored it (network failure, 429,
 * 503); a time-out or another 5xx is not retried, so a message is never sent twice.
 */
export function retryDelay(error: unknown, method: 'GET' | 'POST'): number | undefined {
  if (error instanceof NetworkError) return requestPolicy.retryDelayMs;
  if (error instanceof RequestTimeoutError) return method === 'GET' ? requestPolicy.retryDelayMs : undefined;
  if (!(error instanceof HttpError)) return undefined;
  if (error.status === 429 || error.status === 503) {
    const wait = error.retryAfterMs ?? (error.status === 429 ? requestPolicy.rateLimitDelayMs : requestPolicy.retryDelayMs);
    return wait <= requestPolicy.maxRetryAfterMs ? wait : undefined;
  }
  if (error.status >= 500 && method === 'GET') return requestPolicy.retryDelayMs;
  return undefined;
}

export async function withRetries(url: string, request: RequestInit, signal: AbortSignal, background = false): Promise<Reply> {
  const method = request.method === 'POST' ? 'POST' : 'GET';
  for (let retry = 0; ; retry += 1) {
    try {
      return await schedule(url, signal, () => attempt(url, request, signal), background);
    } catch (error) {
      if (signal.aborted) throw abortReason(signal);
      const wait = retryDelay(error, method);
      if (wait === undefined || retry >= requestPolicy.retries) throw error;
      await sleep(wait, signal);
    }
  }
}

/** One try: fetch and read the body within the time-out. */
async function attempt(url: string, request: RequestInit, signal: AbortSignal): Promise<Reply> {
  const controller = new AbortController();
  const unlink = linkAbort(signal, controller);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestPolicy.timeoutMs);
  try {
    let response: Response;
    let bytes: ArrayBuffer;
    try {
      // The first try of a read the embed loader already started (started-requests.ts) is that
      // request. It is not ours to abort, so the time-out and the caller's abort stop the wait.
      const started = request.method === 'GET' ? takeStartedRequest(url) : undefined;
      const read = async () => {
        const answer = await (started ?? fetch(url, { ...request, signal: controller.signal }));
        return { answer, body: await answer.arrayBuffer() };
      };
      ({ answer: response, body: bytes } = await (started ? untilAborted(read(), controller.signal) : read()));
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError();
      if (signal.aborted) throw abortReason(signal);
      throw new NetworkError({ cause: error });
    }
    const body = parseBody(bytes);
    if (!response.ok) throw new HttpError(response.status, body === invalid ? null : body, retryAfter(response));
    if (body === invalid) throw new InvalidResponseError(url, 'the body is not JSON');
    return { body, bytes: bytes.byteLength };
  } finally {
    clearTimeout(timer);
    unlink();
  }
}

const invalid = Symbol('invalid');

function parseBody(bytes: ArrayBuffer): unknown {
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalid;
  }
}

/** `Retry-After`: seconds or an HTTP date. */
function retryAfter(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
