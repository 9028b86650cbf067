import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/** The path Prometheus scrapes, on either door. */
const METRICS_PATH = '/metrics';

/** Equal-time comparison of a presented bearer token with the configured one. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (\S+)$/i.exec(header ?? '')?.[1];
  if (presented === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * `GET /metrics` on the site's own port, for a token holder only (METRICS_TOKEN,
 * `Authorization: Bearer <token>`): anyone else gets 401 and nothing about the server. Not
 * registered at all without a token, so by default the path is an ordinary unknown page.
 */
export async function metricsRoute(app: FastifyInstance, options: { token: string }): Promise<void> {
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!tokenMatches(request.headers.authorization, options.token)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8').send('Unauthorized');
    }
    const { body, contentType } = await app.metrics.exposition();
    return reply.type(contentType).send(body);
  });
}

export interface MetricsServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * `GET /metrics` on a port of its own (METRICS_PORT), apart from the site: what a Prometheus on
 * the replicas' private network scrapes, while the balancer publishes only the site's port.
 * Nothing else is served there.
 */
export async function startMetricsServer(options: { metrics: Metrics; port: number; host: string; onError: (error: unknown) => void }): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const pathname = (request.url ?? '').split('?', 1)[0];
    if (pathname !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    options.metrics.exposition().then(
      ({ body, contentType }) =>
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : body),
      (error: unknown) => {
        options.onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}${METRICS_PATH}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
