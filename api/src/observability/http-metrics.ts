import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bounded } from './metrics';
import { pageKindOf, pagePatternOf } from './page-kind';

const METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
/** From a cached read (about a millisecond) to a render at its 3 s deadline and past it. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The route a request is counted under: the pattern Fastify matched (`/api/v1/projects/:id`),
 * never the URL. The site's pages are answered by the not-found handler (any path may be a
 * page), so a page is counted under its kind's pattern (`/projects/:id`), and anything else no
 * route matched under `(unmatched)`.
 */
function routeOf(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched !== undefined) return matched;
  const pathname = request.url.split('?', 1)[0] ?? '';
  const isPage = (request.method === 'GET' || request.method === 'HEAD') && path.extname(pathname) === '';
  return isPage ? pagePatternOf(pageKindOf(pathname)) : '(unmatched)';
}

/**
 * Counts every request from outside and how long it took, by method, route pattern and status
 * class (`nasaq_http_requests_total`, `nasaq_http_request_duration_seconds`). The server's own
 * reads for a page it renders are part of that page's request and are not counted again.
 */
export function observeRequests(app: FastifyInstance, isInternal: (request: FastifyRequest) => boolean): void {
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = app.metrics.counter({ name: 'nasaq_http_requests_total', help: 'Requests answered, by method, route pattern and status class', labelNames });
  const durations = app.metrics.histogram({
    name: 'nasaq_http_request_duration_seconds',
    help: 'Time from a request arriving to its reply sent, by method, route pattern and status class',
    labelNames,
    buckets: DURATION_BUCKETS,
  });
  // The label set's children, kept: a lookup per request instead of prom-client hashing the labels twice.
  const children = new Map<string, { count: () => void; observe: (seconds: number) => void }>();
  app.addHook('onResponse', async (request, reply) => {
    if (isInternal(request)) return;
    const method = bounded(request.method, METHODS);
    const route = routeOf(request);
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${method} ${route} ${statusClass}`;
    let child = children.get(key);
    if (!child) {
      const labels = { method, route, status_class: statusClass };
      const counter = requests.labels(labels);
      const histogram = durations.labels(labels);
      child = { count: () => counter.inc(), observe: (seconds) => histogram.observe(seconds) };
      children.set(key, child);
    }
    child.count();
    child.observe(reply.elapsedTime / 1000);
  });
}
