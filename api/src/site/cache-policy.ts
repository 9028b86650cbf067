/**
 * Files whose names carry a content hash (`main.3f9a1c2b7d.js`, `assets/logo.0a1b2c3d4e.svg`)
 * never change: cache them for a year. Everything else (index.html, remotes.json, each
 * remote's remoteEntry.js) must be revalidated on every use, or a deploy would not show.
 */
const hashedName = /\.[0-9a-f]{8,}\.[a-z0-9]+(?:\.map)?(?:\.br|\.gz)?$/i; // .br/.gz: the precompressed copies

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return hashedName.test(filePath) ? IMMUTABLE : REVALIDATE;
}
