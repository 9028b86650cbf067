import type { FastifyRequest } from 'fastify';

/**
 * Which web origins may call the API from a browser: the site's own (the origin whose Host the
 * request is addressed to, and PUBLIC_URL's), the partners in the database (`npm run partners`,
 * followed by every replica within seconds: api/src/partners/partner-origins.ts) and CORS_ORIGINS,
 * a fixed extra list read at start.
 */
export interface OriginPolicy {
  /** CORS_ORIGINS */
  fixed: ReadonlySet<string>;
  /** the partners as this replica knows them now; null: none (the site's own form posts) */
  partners: { has: (origin: string) => boolean } | null;
  publicOrigin: string | null;
}

/**
 * `https://Example.com:443/` → `https://example.com`: an http(s) origin and nothing more (no
 * path, query, fragment or credentials), as `URL.origin` writes it; null for anything else.
 * CORS_ORIGINS, PUBLIC_URL and `npm run partners -- add` accept only what this accepts.
 */
export function parseOrigin(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password) return null;
  return url.origin;
}

/** An `Origin` header as browsers send it (`https://shop.example`), normalised; null when it is not an http(s) origin. */
function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** A page of this very site: the browser sets both Origin and Host. */
function isOwnOrigin(origin: string, request: FastifyRequest, policy: OriginPolicy): boolean {
  return policy.publicOrigin === origin || new URL(origin).host === request.headers.host;
}

export function isAllowedOrigin(origin: string, request: FastifyRequest, policy: OriginPolicy): boolean {
  const normalized = normalizeOrigin(origin);
  if (!normalized) return false;
  return policy.fixed.has(normalized) || policy.partners?.has(normalized) === true || isOwnOrigin(normalized, request, policy);
}

/**
 * The partner a request comes from, as the browser named it (`Origin`, which a page cannot set):
 * an allowed origin other than the site's own; null for the site's pages and for requests from no
 * browser. A consultation stores it (docs/embedding.md#attribution).
 */
export function partnerOriginOf(request: FastifyRequest, policy: OriginPolicy): string | null {
  const origin = request.headers.origin;
  const normalized = origin === undefined ? null : normalizeOrigin(origin);
  if (!normalized || isOwnOrigin(normalized, request, policy)) return null;
  return isAllowedOrigin(normalized, request, policy) ? normalized : null;
}
