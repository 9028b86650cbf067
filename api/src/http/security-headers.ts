import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NON_PAGE_POLICY } from './page-policy';

export interface SecurityHeadersOptions {
  /** the Content-Security-Policy of the site's HTML (see page-policy.ts); null before a build */
  pagePolicy?: (() => string) | null;
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/**
 * Security headers on every response: no MIME sniffing, a strict referrer policy, no framing
 * by other sites, a separate browsing context group, no powerful features, HSTS over HTTPS,
 * and a Content-Security-Policy: the page's own for HTML, "nothing runs" for API replies (a
 * route may set its own, as the SVG routes do).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
      // Images of the API are shown by widgets on partner pages, which may isolate themselves (COEP).
      if (/^\/api\/(?:media|placeholder)\//.test(request.url)) reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      if (!reply.hasHeader('Content-Security-Policy')) {
        // Not on scripts: a service worker's policy is its script's header.
        if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
          if (options.pagePolicy) reply.header('Content-Security-Policy', options.pagePolicy());
        } else if (request.url === '/api' || request.url.startsWith('/api/')) {
          reply.header('Content-Security-Policy', NON_PAGE_POLICY);
        }
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
