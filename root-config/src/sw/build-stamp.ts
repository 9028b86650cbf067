/**
 * Which build a page belongs to. The post-build step (build/service-worker.ts) stamps
 * every built index.html with `<meta name="nasaq-build" content="ID">` and compiles the same
 * ID into the worker, ID being a hash of the worker's precache list: a page and the worker
 * agree on a build exactly when the page's files are the ones that worker precached.
 */
import { BUILD_META_NAME, WORKER_CACHES } from '@site/shared/worker';

/** The build ID a page's HTML was stamped with, or null (a page built without the worker). */
export function buildOfHtml(html: string): string | null {
  const match = /<meta\s+name="nasaq-build"\s+content="([0-9a-z-]+)"/i.exec(html);
  return match?.[1] ?? null;
}

/** The meta element the post-build step adds to the built page's <head>. */
export function buildMetaTag(build: string): string {
  return `<meta name="${BUILD_META_NAME}" content="${build}">`;
}

/**
 * A file whose name carries its content hash (`main.3f9a1c2b7d.js`), or any file of a released
 * section under its version (`/releases/mf-portfolio/<version>/remoteEntry.js`, the version a
 * hash of the release's files: api/src/releases/routes.ts): the same URL is the same bytes in
 * any build, so it may be served to any page. Same rule as the server's Cache-Control
 * (api/src/site/cache-policy.ts, and immutable for releases).
 */
export function isHashedAsset(pathname: string): boolean {
  return /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(pathname) || /^\/releases\/mf-[a-z0-9-]+\/[0-9a-f]{20}\//.test(pathname);
}

/** The name of one build's precache (Workbox's precache, one Cache Storage cache per build). */
export function precacheName(build: string): string {
  return `${WORKER_CACHES.precachePrefix}${build}`;
}

/** The build a precache cache name holds, or null for a cache that is not a build's precache. */
export function buildOfPrecache(cacheName: string): string | null {
  const head = WORKER_CACHES.precachePrefix;
  return cacheName.startsWith(head) ? cacheName.slice(head.length) || null : null;
}
