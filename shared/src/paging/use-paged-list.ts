import type { QueryState } from '@site/shared/react';
import { uniqueById, type PageView } from '@site/shared/request';
import { useLoadMore } from './use-load-more';

/** A list read a page at a time: its first page's states, then what 'Load more' added. */
export type PagedList<T> =
  | { status: 'loading'; attempt: number; attempts: number }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      /** every page shown so far, in order, each item once */
      items: T[];
      /** how many the list has (at least what is shown) */
      total: number;
      hasMore: boolean;
      /** the next page is on its way */
      loadingMore: boolean;
      /** the last 'Load more' failed; `loadMore()` tries it again */
      moreError: Error | null;
      loadMore: () => void;
    };

interface Pages<T> {
  items: T[];
  page: number;
  lastPage: number;
  total: number;
}

export interface PagedListOptions<T> {
  /** what the list shows depends on (the language, the filters): a new key starts again at the first page */
  key: string;
  /** page `page` of the same list (2, 3, ...), read in the browser */
  nextPage: (page: number, signal: AbortSignal) => Promise<PageView<T>>;
}

/**
 * A list whose first page is a route's `useQuery` (rendered by the server, hydrated from the same
 * reply) and whose 'Load more' adds the next page (`useLoadMore`): /blog and /clients.
 */
export function usePagedList<T extends { id: number }>(first: QueryState<PageView<T>>, { key, nextPage }: PagedListOptions<T>): PagedList<T> {
  const initial: Pages<T> | null =
    first.status === 'ready' ? { items: first.data.items, page: first.data.currentPage, lastPage: first.data.lastPage, total: first.data.total } : null;
  const more = useLoadMore<Pages<T>>({
    key,
    scope: key,
    initial,
    canLoadMore: (state) => state.page < state.lastPage,
    step: async (state, signal) => {
      const next = await nextPage(state.page + 1, signal);
      return { ...state, items: uniqueById([...state.items, ...next.items]), page: state.page + 1 };
    },
  });
  if (first.status === 'error') return { status: 'error', error: first.error };
  const state = more.state;
  if (first.status === 'loading' || !state) return { status: 'loading', attempt: first.attempt, attempts: first.attempts };
  return {
    status: 'ready',
    items: uniqueById(state.items),
    total: Math.max(state.total, state.items.length),
    hasMore: state.page < state.lastPage,
    loadingMore: more.loadingMore,
    moreError: more.error,
    loadMore: more.loadMore,
  };
}
