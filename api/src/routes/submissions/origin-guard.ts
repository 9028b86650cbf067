import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from '../../http/errors';
import { isAllowedOrigin, type OriginPolicy } from '../../http/origins';

/**
 * Browsers name the page's origin on every POST: one posted from a site that is neither this one
 * nor on CORS_ORIGINS (cross-site request forgery) gets 403 before anything is read. A request
 * without `Origin` (not from a browser) passes.
 */
export const originGuard = fp(
  async (app: FastifyInstance, options: { origins: OriginPolicy }) => {
    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !isAllowedOrigin(origin, request, options.origins)) return sendError(reply, 403, 'Origin not allowed');
    });
  },
  { name: 'submissions-origin-guard' },
);
