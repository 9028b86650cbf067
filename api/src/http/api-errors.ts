import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';

/**
 * Every failure under /api answers the `{ success: false, message }` envelope, never Fastify's
 * default `{ statusCode, error }` body or the site's HTML. A server fault is logged with its
 * stack and answered with a generic message: internals (SQL, paths) never reach a visitor.
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
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, status, 'Internal server error');
    }
    return sendError(reply, status, error.message);
  });
}
