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
