import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { sendError } from './errors';

/**
 * What a client waits before trying again when the database is away for a moment (a restart, a
 * failover): the site's request client and its offline outbox honour it (docs/scaling.md#when-postgresql-restarts).
 */
const DATABASE_RETRY_AFTER_S = 2;

/**
 * Every failure under /api answers the `{ success: false, message }` envelope, never Fastify's
 * default `{ statusCode, error }` body or the site's HTML. A server fault is logged with its
 * stack and answered with a generic message: internals (SQL, paths) never reach a visitor. A
 * database that cannot be reached answers 503 with `Retry-After`: nothing was stored (a send is
 * acknowledged only after its commit), and the same request, with its Idempotency-Key, may be sent again.
 * Call it inside the encapsulated /api plugin so the site's own handlers stay as they are.
 */
export function useApiErrors(app: FastifyInstance): void {
  app.setNotFoundHandler(async (_request, reply) => sendError(reply, 404, 'Not found'));
  // The site's static files answer `GET /*` at the root, so a 404 handler alone would never see
  // `GET /api/unknown`: these routes claim the whole namespace (more specific than `/*`,
  // less specific than any real API route) and hand it to the handler above.
  const unknown = async (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
  app.all('/', unknown);
  app.all('/*', unknown);
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_S)).header('Cache-Control', 'no-store');
      return sendError(reply, 503, 'The service is briefly unavailable. Please try again in a moment.');
    }
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status, 'Internal server error');
    }
    return sendError(reply, status, error.message);
  });
}
