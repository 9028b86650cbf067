import { MAX_PER_PAGE, type Pagination } from '@site/shared/contract';

export interface PageRequest {
  page: number;
  perPage: number;
}

/** Pages past this answer an empty page: an offset the database never has to walk. */
const MAX_PAGE = 1_000_000;

function positiveInt(value: unknown, fallback: number): number {
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : fallback;
}

/**
 * `page` and `per_page` of a list request. Junk falls back to the defaults (page 1, `perPage`);
 * a `per_page` above the maximum is clamped to it, and the reply's `per_page` and `last_page`
 * say which size was used, so a client that pages until `last_page` gets every item all the
 * same (docs/api.md, "Lists and paging"). Every list route answers a page: none answers everything.
 */
export function readPage(query: unknown, defaults: { perPage: number; max?: number }): PageRequest {
  const source = (query ?? {}) as Record<string, unknown>;
  const max = defaults.max ?? MAX_PER_PAGE;
  return {
    page: Math.min(positiveInt(source['page'], 1), MAX_PAGE),
    perPage: Math.min(positiveInt(source['per_page'], defaults.perPage), max),
  };
}

/** The rows a page skips. */
export function offsetOf(page: PageRequest): number {
  return (page.page - 1) * page.perPage;
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
