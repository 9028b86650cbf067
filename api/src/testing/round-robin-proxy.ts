import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';

export interface ProxyStats {
  /** replies relayed, per upstream index */
  served: number[];
  /** attempts an upstream refused before reading anything (retried on the next upstream) */
  refused: number;
  /** GETs and HEADs an upstream cut before its reply (a replica killed): sent again to the next upstream */
  retriedReads: number;
  /** other requests an upstream cut after accepting them (answered 502 to the client: a POST may have been stored) */
  resets: number;
}

export interface RoundRobinProxy {
  url: string;
  stats: ProxyStats;
  /** which upstreams the proxy currently sends traffic to (ready by their last check) */
  inRotation: () => number[];
  close: () => Promise<void>;
}

/** Kept-alive connections per upstream (`keepAlive`), as a balancer's connection pool has. */
export const UPSTREAM_SOCKETS = 64;

/** How often each upstream's readiness is polled, as a balancer's active health check does. */
const CHECK_EVERY_MS = 200;

/**
 * A small load balancer for tests and benchmarks, doing what nginx or Caddy does in the deploy
 * recipe: round robin over the upstreams whose `GET /api/health/ready` last answered 200,
 * `X-Forwarded-For` appended with the client's address, a request that an upstream refused
 * to connect to (never received) tried on the next one, and so is a GET or HEAD an upstream cut
 * before its reply (a replica killed mid-request), as Caddy retries them. Any other request an
 * upstream accepted and then cut is not retried (a POST may have been stored): it is answered 502
 * and counted in `resets`; the client may send it again with its Idempotency-Key.
 * Upstream connections are not kept alive by default, so a replica that closes its listener is
 * simply refused, never met on a half-closed kept-alive socket; `keepAlive` (benchmarks) keeps
 * them, as nginx's `keepalive` or Caddy do.
 */
export async function startRoundRobinProxy(upstreams: string[], options: { keepAlive?: boolean } = {}): Promise<RoundRobinProxy> {
  const targets = upstreams.map((url) => new URL(url));
  const agents = targets.map(() => (options.keepAlive ? new Agent({ keepAlive: true, maxSockets: UPSTREAM_SOCKETS }) : undefined));
  const ready = targets.map(() => true);
  const stats: ProxyStats = { served: targets.map(() => 0), refused: 0, retriedReads: 0, resets: 0 };
  let next = 0;
  let closed = false;

  // A 503 or a refused connection takes an upstream out at once; a check that merely times out
  // (a loaded machine) only when the one before it failed too, as balancers count failures.
  const failures = targets.map(() => 0);
  const check = (index: number) => {
    const target = targets[index]!;
    const failed = (definite: boolean) => {
      failures[index]! += 1;
      if (definite || failures[index]! >= 2) ready[index] = false;
    };
    const probe = httpRequest({ host: target.hostname, port: target.port, path: '/api/health/ready', agent: false, timeout: 2000 }, (response) => {
      response.resume();
      if (response.statusCode === 200) {
        failures[index] = 0;
        ready[index] = true;
      } else failed(true);
    });
    probe.on('timeout', () => probe.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    probe.on('error', (error: NodeJS.ErrnoException) => failed(error.code !== 'ETIMEDOUT'));
    probe.end();
  };
  const checks = setInterval(() => targets.forEach((_target, index) => check(index)), CHECK_EVERY_MS);

  const pick = (tried: Set<number>): number | null => {
    for (let step = 0; step < targets.length; step++) {
      const index = (next + step) % targets.length;
      if (ready[index] && !tried.has(index)) {
        next = (index + 1) % targets.length;
        return index;
      }
    }
    // None ready and untried: try any untried one (a balancer with every check failing still tries).
    for (let index = 0; index < targets.length; index++) if (!tried.has(index)) return index;
    return null;
  };

  const forward = (client: IncomingMessage, response: ServerResponse, body: Buffer, tried: Set<number>) => {
    const index = pick(tried);
    if (index === null) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream');
      return;
    }
    tried.add(index);
    const target = targets[index]!;
    const forwardedFor = [client.headers['x-forwarded-for'], client.socket.remoteAddress].filter(Boolean).join(', ');
    let connected = false;
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: client.method,
        path: client.url,
        headers: { ...client.headers, 'x-forwarded-for': forwardedFor, ...(options.keepAlive ? {} : { connection: 'close' }) },
        agent: agents[index] ?? false,
      },
      (reply) => {
        stats.served[index]! += 1;
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        // pipeline, not pipe: a client that went away before the reply was relayed (autocannon
        // closes its connections at the end of a run) destroys the upstream reply too. With pipe,
        // that reply stayed paused forever and held its kept-alive socket: 64 such held the
        // agent's every socket, and the proxy stopped relaying anything (0 requests, 0 errors),
        // while the replica behind it answered in milliseconds (docs/scaling.md, "The stall").
        pipeline(reply, response, () => undefined);
      },
    );
    // A client gone before the upstream answered: the upstream request goes too (not a reset).
    let clientGone = false;
    response.once('close', () => {
      if (response.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
    // A kept-alive socket is connected already; a new one once its connect event comes.
    upstream.on('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => (connected = true));
      else connected = true;
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (clientGone) return;
      if (response.headersSent) {
        response.destroy();
        return;
      }
      if (!connected && error.code === 'ECONNREFUSED') {
        stats.refused += 1;
        ready[index] = false;
        forward(client, response, body, tried);
        return;
      }
      // A read cut before its reply (the replica died, or closed a kept-alive socket as idle) is safe to send again.
      if (client.method === 'GET' || client.method === 'HEAD') {
        stats.retriedReads += 1;
        forward(client, response, body, tried);
        return;
      }
      stats.resets += 1;
      response.writeHead(502, { 'content-type': 'text/plain' }).end(`upstream ${index} cut the request: ${error.code ?? error.message}`);
    });
    upstream.end(body);
  };

  const server = createServer((client, response) => {
    const chunks: Buffer[] = [];
    client.on('data', (chunk: Buffer) => chunks.push(chunk));
    client.on('end', () => forward(client, response, Buffer.concat(chunks), new Set()));
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the proxy got no port');

  return {
    url: `http://127.0.0.1:${address.port}`,
    stats,
    inRotation: () => ready.flatMap((isReady, index) => (isReady ? [index] : [])),
    close: async () => {
      if (closed) return;
      closed = true;
      clearInterval(checks);
      agents.forEach((agent) => agent?.destroy());
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
