/** One page of a paged list, as screens use it. */
export interface PageView<T> {
  items: T[];
  total: number;
  currentPage: number;
  lastPage: number;
  perPage: number;
}

/** The `data` of a paged reply (`pageEnvelope` of the contract), its items mapped to view models. */
export function toPageView<R, T>(
  data: { data: R[]; total: number; current_page: number; last_page: number; per_page: number },
  item: (reply: R) => T,
): PageView<T> {
  return { items: data.data.map(item), total: data.total, currentPage: data.current_page, lastPage: data.last_page, perPage: data.per_page };
}

/**
 * Every item of a paged list, one page after another until `last_page` (the fetch-all rule,
 * docs/product.md#lists-and-paging), for the few places that need them all; a screen shows a page at a time.
 */
export async function fetchAllPages<T>(read: (page: number) => Promise<PageView<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const reply = await read(page);
    items.push(...reply.items);
    if (page >= reply.lastPage || reply.items.length === 0) return items;
  }
}
