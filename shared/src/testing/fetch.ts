import { vi } from 'vitest';

/** Test helpers: a JSON Response, and a fetch mock that records each call's time and URL. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export interface FetchCall {
  url: string;
  /** ms since the mock was made */
  at: number;
  init: RequestInit | undefined;
}

/** A `fetch` stub; `reply` decides each answer (it may return a never-settling promise that honours the abort). */
export function mockFetch(reply: (url: string, init: RequestInit | undefined, call: number) => Promise<Response> | Response) {
  const calls: FetchCall[] = [];
  const origin = Date.now();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({ url, at: Date.now() - origin, init });
    return reply(url, init, calls.length);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, urls: () => calls.map((call) => call.url) };
}

/** A fetch that never answers, rejecting like the real one when its signal aborts. */
export function hang(init: RequestInit | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')));
  });
}

export function listReply<T>(items: T[], page = { total: items.length, current_page: 1, last_page: 1, per_page: 50 }) {
  return { success: true, data: { data: items, ...page } };
}
