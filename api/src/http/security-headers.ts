import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Baseline security headers on every response. (The Content-Security-Policy for the site's
 * HTML comes with the full API issue; it belongs in this plugin.)
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    return payload;
  });
}, { name: 'security-headers' });
