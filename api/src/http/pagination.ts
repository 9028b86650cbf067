import type { Pagination } from '@site/shared/contract';

export interface PageRequest {
  page: number;
  perPage: number;
}

function positiveInt(value: unknown, fallback: number, max: number): number {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < 1) return fallback;
  return Math.min(number, max);
}

/** `page` and `per_page` from a query, tolerant of junk (falls back to the defaults), capped at `max`. */
export function readPage(query: unknown, defaults: { perPage: number; max?: number }): PageRequest {
  const source = (query ?? {}) as Record<string, unknown>;
  return {
    page: positiveInt(source['page'], 1, 1_000_000),
    perPage: positiveInt(source['per_page'], defaults.perPage, defaults.max ?? 100),
  };
}

/** The pagination fields of a list reply (`last_page` is at least 1, also for an empty list). */
export function paginationOf(total: number, request: PageRequest): Pagination {
  return {
    total,
    current_page: request.page,
    last_page: Math.max(1, Math.ceil(total / request.perPage)),
    per_page: request.perPage,
  };
}

/**
 * For lists that answer everything when asked without paging (`/v1/projects`, `/v1/blogs`):
 * null when neither `page` nor `per_page` is in the query.
 */
export function readOptionalPage(query: unknown, defaults: { perPage: number; max?: number }): PageRequest | null {
  const source = (query ?? {}) as Record<string, unknown>;
  if (source['page'] === undefined && source['per_page'] === undefined) return null;
  return readPage(query, defaults);
}

/** The whole list as one page. */
export function wholeList(total: number): PageRequest {
  return { page: 1, perPage: Math.max(1, total) };
}
