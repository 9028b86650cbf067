import { LRUCache } from 'lru-cache';
import type { ShownSection } from '@site/root-config/server';
import { cachedBody, type CachedBody } from '../http/response-cache';

export interface CachedPage extends CachedBody {
  status: number;
  /** the sections in it, at their versions: each time it is sent, a view of each is counted */
  shown: readonly ShownSection[];
}

/**
 * Rendered pages, kept as finished bytes (with their ETag, and their brotli and gzip forms once
 * asked for) per origin, path and query, language, content version and manifest version, so an
 * import or a section redeployed makes the next request render afresh. Bounded by entries and
 * bytes, least recently used out first.
 */
export class PageCache {
  private readonly pages = new LRUCache<string, CachedPage>({
    max: 500,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0),
  });

  get(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, status: number, html: string, shown: readonly ShownSection[]): CachedPage {
    const page: CachedPage = { ...cachedBody(html), status, shown };
    this.pages.set(key, page);
    return page;
  }

  /** A compressed form was added to a kept page: its size is counted again. */
  resize(key: string, page: CachedPage): void {
    if (this.pages.peek(key) === page) this.pages.set(key, page);
  }

  get size(): number {
    return this.pages.size;
  }
}

/** The page cache key; `search` without `lang` (the language is its own part), its parameters in order. */
export function pageKey(parts: { origin: string; path: string; search: string; lang: string; versions: string }): string {
  const params = new URLSearchParams(parts.search);
  params.delete('lang');
  params.sort();
  // The footer shows the year: a page kept over New Year's night is rendered again.
  return [parts.origin, parts.lang, parts.path, params.toString(), parts.versions, new Date().getUTCFullYear()].join('\n');
}
