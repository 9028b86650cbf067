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
