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
