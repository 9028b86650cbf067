import { getApiBase } from './base';

/**
 * An image or logo path from the API as a URL the page can load (docs/product.md#shape-variants):
 * absolute URLs (and data/blob URLs) stay as they are; a path relative to the API host is
 * resolved against it (the page's own origin for the full site, the API's origin for a
 * widget embedded on a partner page); an empty path, or the unfilled placeholder path
 * containing `{token}`, counts as no image (`null`: the screen shows its fallback).
 */
export function resolveAssetUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value || value.includes('{token}')) return null;
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(value)) return value;
  const relative = value.startsWith('/') ? value : `/${value}`;
  const base = getApiBase();
  if (!/^https?:\/\//i.test(base)) return relative;
  return new URL(relative, base).href;
}

/**
 * An image's `srcset` with each candidate's URL resolved as `resolveAssetUrl` does: on a partner
 * page (an embedded widget) a root-relative `/api/media/...` would name the partner's server.
 */
export function resolveSrcset(srcset: string | undefined): string | undefined {
  if (!srcset) return srcset;
  return srcset
    .split(',')
    .map((candidate) => {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      return [resolveAssetUrl(url) ?? url, ...descriptor].join(' ');
    })
    .join(', ');
}

/** Image metadata with its `srcset` resolved (see resolveSrcset). */
export function resolveImageMeta<T extends { srcset?: string | undefined }>(meta: T | null | undefined): T | null {
  if (!meta) return null;
  return meta.srcset ? { ...meta, srcset: resolveSrcset(meta.srcset) } : meta;
}
