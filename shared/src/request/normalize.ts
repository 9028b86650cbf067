import type { CategoryVariant, TextVariant, Language } from '@site/shared/contract';
import { resolveAssetUrl } from './assets';

/**
 * Helpers that turn the shape variants of a reply (docs/product.md#shape-variants) into one view-model shape.
 */

/** A string, or `{ar, en}` read in `lang` with the fallback ar, then en (docs/product.md#shape-variants). */
export function pickText(value: TextVariant | null | undefined, lang: Language): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  return value[lang]?.trim() ? value[lang] : value.ar?.trim() ? value.ar : value.en;
}

export interface CategoryView {
  /** for filters and links; derived from the name when the server sent none */
  slug: string;
  name: string;
}

export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[\s_/]+/g, '-')
    .replace(/[^\p{L}\p{N}-]+/gu, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A category sent as `{slug, name}` (name maybe per-language), a plain string, or `{ar, en}`. */
export function toCategory(value: CategoryVariant | null | undefined, lang: Language): CategoryView | null {
  if (value == null) return null;
  if (typeof value === 'string') return value.trim() ? { slug: slugify(value), name: value } : null;
  if (!('name' in value)) {
    const name = pickText(value, lang);
    return name ? { slug: slugify(value.en || value.ar), name } : null;
  }
  const name = pickText(value.name, lang);
  const fallbackSlug = typeof value.name === 'string' ? value.name : value.name.en || value.name.ar;
  return { slug: value.slug?.trim() ? value.slug : slugify(fallbackSlug), name };
}

/** `image_url` or `image`, resolved against the API host; `null` when neither is usable. */
export function imageOf(item: { image_url?: string | null | undefined; image?: string | null | undefined }): string | null {
  return resolveAssetUrl(item.image_url) ?? resolveAssetUrl(item.image);
}

/** The `YYYY-MM-DD` day of a date or timestamp, or null. */
export function dayOf(...values: (string | null | undefined)[]): string | null {
  for (const value of values) {
    const day = value?.slice(0, 10);
    if (day && /^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  }
  return null;
}

/** A path with its query (undefined values left out). */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** HTML as plain text: tags dropped, common entities decoded, white space collapsed. */
export function plainText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
