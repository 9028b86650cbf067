import type { FastifyRequest } from 'fastify';

/**
 * Which web origins may call the API from a browser: the site's own (the origin whose Host
 * the request is addressed to, and PUBLIC_URL's), plus CORS_ORIGINS, the partner sites that
 * embed the widgets.
 */
export interface OriginPolicy {
  allowlist: ReadonlySet<string>;
  publicOrigin: string | null;
}

/** `https://Example.com:443/` → `https://example.com`; null when it is not an http(s) origin. */
function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function isAllowedOrigin(origin: string, request: FastifyRequest, policy: OriginPolicy): boolean {
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  if (policy.allowlist.has(normalized) || policy.publicOrigin === normalized) return true;
  // The browser sets both Origin and Host: a page of this very site calling its own API.
  return new URL(normalized).host === request.headers.host;
}
