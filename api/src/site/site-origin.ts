import type { FastifyRequest } from 'fastify';

/** A host as a client may send it: a name or an IP literal, and a port. Anything else is not used. */
const plainHost = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin for the absolute URLs of a page (canonical, hreflang, Open Graph, the
 * sitemap): PUBLIC_URL when set, which is what production should do. Without it, the address
 * the request was made to, when it is a plain host name (the page cache keys on it, so one
 * host's URLs never reach another's visitors); else the server's own address.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const host = request.host;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  if (host && plainHost.test(host)) return `${protocol}://${host.toLowerCase()}`;
  const address = request.server.server.address();
  const port = typeof address === 'object' && address ? address.port : 80;
  return `${protocol}://127.0.0.1:${port}`;
}
