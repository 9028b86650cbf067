import { resetRequestClient } from '@site/shared/request';
import { vi } from 'vitest';

/** Component tests of the forms: a recorded `fetch` whose answers the test gives, one by one. */
export interface Sent {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function stubFetch(...replies: (Response | Error | (() => Promise<Response>))[]) {
  const sent: Sent[] = [];
  const queue = [...replies];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: input instanceof Request ? input.url : String(input),
      body: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>,
      headers: { ...(init?.headers as Record<string, string>) },
    });
    const next = queue.shift() ?? jsonResponse({ success: true, message: 'ok' }, 201);
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next() : next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

/** Between two submissions of one test: the request client's 1 s gap per URL would make it wait. */
export const nextRequest = resetRequestClient;

/** A promise to answer a request later, to look at the form while it is sending. */
export function deferredResponse() {
  let answer!: (response: Response) => void;
  const response = new Promise<Response>((resolve) => (answer = resolve));
  return { response: () => response, answer };
}
