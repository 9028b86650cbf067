import { apiCallUrl, type Language } from '@site/shared/contract';

/**
 * Where the API lives. The full site calls its own origin; an embedded widget on a partner
 * page is given an absolute base by the embed loader.
 */
let apiBase = '/api';

export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function getApiBase(): string {
  return apiBase;
}

/** The URL of a call: the API base, the path, and the current language (docs/product.md#request-rules). */
export function apiUrl(path: string, lang: Language): string {
  return apiCallUrl(apiBase, path, lang);
}
