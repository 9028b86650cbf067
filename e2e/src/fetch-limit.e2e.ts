import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FETCH_LIMIT_MS, isLimited, limitedFetch } from './testing/fetch-limit';

/** A server that answers `/fast` at once and never answers `/never`. */
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/fast') response.end('ok');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

describe("the browser tests' own requests", () => {
  it('have a limit from their set-up, the one the tests rely on', async () => {
    expect(isLimited(globalThis.fetch)).toBe(true);
    expect(FETCH_LIMIT_MS).toBe(20_000);
  });

  it('answer as before when the server replies', async () => {
    const reply = await limitedFetch(fetch, 500)(`${origin}/fast`);
    expect(await reply.text()).toBe('ok');
  });

  it('fail at the limit naming the method and address when the server never replies', async () => {
    await expect(limitedFetch(fetch, 300)(`${origin}/never`, { method: 'POST', body: 'x' })).rejects.toThrow(`POST ${origin}/never: no reply in 300 ms`);
  });

  it("leave a caller's own signal to decide", async () => {
    const mine = new AbortController();
    const pending = limitedFetch(fetch, 100)(`${origin}/never`, { signal: mine.signal });
    // past the limit the request is still waiting on the caller's signal alone
    const outcome = await Promise.race([
      pending.then(
        () => 'replied',
        (error: unknown) => `failed: ${String(error)}`,
      ),
      new Promise((done) => setTimeout(done, 400, 'still waiting')),
    ]);
    expect(outcome).toBe('still waiting');
    mine.abort();
    await expect(pending).rejects.toThrow(/abort/i);
  });
});
