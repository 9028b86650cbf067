import { createServer, request, type ServerResponse } from 'node:http';
import { afterEach, expect, it } from 'vitest';
import { send } from './http';
import { startRoundRobinProxy, UPSTREAM_SOCKETS, type RoundRobinProxy } from './round-robin-proxy';

let proxy: RoundRobinProxy | undefined;
let closeUpstream: (() => Promise<void>) | undefined;
afterEach(async () => {
  await proxy?.close();
  await closeUpstream?.();
});

/** An upstream on a free loopback port, answering with `handle`; its URL. */
async function upstreamServer(handle: Parameters<typeof createServer>[1]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

it('sends a read an upstream cut before its reply (a replica killed) to the next, and answers 502 to a POST it cut', async () => {
  // The first upstream reads each request and dies under it, as a replica killed with SIGKILL (its
  // readiness still answering, so it stays in rotation); the second answers.
  const dying = await upstreamServer((incoming, reply) => (incoming.url === '/api/health/ready' ? reply.end('ready') : incoming.socket.destroy()));
  const healthy = await upstreamServer((incoming, reply) => reply.end(`ok ${incoming.method}`));
  closeUpstream = async () => {
    await dying.close();
    await healthy.close();
  };
  proxy = await startRoundRobinProxy([dying.url, healthy.url]);
  // Round robin: the first request of each goes to the dying upstream first.
  const read = await send(proxy.url, '/page', { timeoutMs: 5000 });
  expect([read.status, read.body]).toEqual([200, 'ok GET']);
  expect(proxy.stats.retriedReads).toBe(1);
  // The next request goes to the healthy one; the one after to the dying one again: a POST it cut is not sent twice.
  await send(proxy.url, '/page', { timeoutMs: 5000 });
  const post = await send(proxy.url, '/api/v1/messages/contact', { json: { a: 1 }, timeoutMs: 5000 });
  expect(post.status).toBe(502);
  expect(proxy.stats.resets).toBe(1);
});

it('keeps relaying with kept-alive upstream connections after clients went away before their replies (the proxy stall)', async () => {
  // An upstream that holds every reply of /slow until told, and answers anything else at once.
  const held: ServerResponse[] = [];
  const upstream = createServer((incoming, reply) => {
    if (incoming.url === '/slow') held.push(reply);
    else reply.end('ok');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  closeUpstream = async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  };
  const address = upstream.address();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  proxy = await startRoundRobinProxy([`http://127.0.0.1:${address.port}`], { keepAlive: true });
  const proxyUrl = new URL(proxy.url);

  // As many clients as the proxy keeps connections, each gone before its reply (as autocannon's are at the end of a run).
  const clients = Array.from({ length: UPSTREAM_SOCKETS }, () => {
    const outgoing = request({ host: proxyUrl.hostname, port: proxyUrl.port, path: '/slow', agent: false });
    outgoing.on('error', () => undefined);
    outgoing.end();
    return outgoing;
  });
  await expect.poll(() => held.length).toBe(UPSTREAM_SOCKETS);
  for (const client of clients) client.destroy();
  // The replies (larger than a socket's buffers) come after the clients left.
  for (const reply of held) reply.end('x'.repeat(256 * 1024));

  const reply = await send(proxy.url, '/fast', { timeoutMs: 5000 });
  expect(reply.status).toBe(200);
  expect(reply.body).toBe('ok');
  expect(proxy.stats.resets).toBe(0);
});
