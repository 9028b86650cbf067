import { isAbortError, runQuery, type BlogPostView, type BlogQueries } from '@site/shared/request';
import { useLanguage, useQuery } from '@site/shared/react';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface BlogFilters {
  /** the API's `search` (`?q=`) */
  search: string | null;
  /** a category's slug (`?category=`) */
  category: string | null;
}

export type BlogListState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      items: BlogPostView[];
      total: number;
      hasMore: boolean;
      /** the next page: idle, on its way, or failed */
      more: 'idle' | 'loading' | 'error';
      loadMore: () => void;
    };

interface More {
  key: string;
  items: BlogPostView[];
  pages: number;
  status: 'idle' | 'loading' | 'error';
}

/**
 * The /blog list for the search and category of the URL: its first page is a `useQuery` the
 * route declares (rendered by the server, hydrated from the same reply), and 'Load more' reads
 * the next pages in the browser. The articles it shows are remembered, so /blog/{slug} finds
 * them without asking again (docs/product.md#blog).
 */
export function useBlogList(queries: BlogQueries, filters: BlogFilters): BlogListState {
  const lang = useLanguage();
  const query = { search: filters.search ?? undefined, category: filters.category ?? undefined };
  const first = useQuery(queries.blogPostsPageQuery({ page: 1, perPage: queries.BLOG_PAGE_SIZE, ...query }));
  const key = `${lang} ${filters.search ?? ''} ${filters.category ?? ''}`;
  const [more, setMore] = useState<More | null>(null);
  const mine = more?.key === key ? more : null;
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [key],
  );

  const items = first.status === 'ready' ? dedupe([...first.data.items, ...(mine?.items ?? [])]) : [];
  const lastPage = first.status === 'ready' ? first.data.lastPage : 1;
  const pages = 1 + (mine?.pages ?? 0);

  useEffect(() => {
    if (items.length > 0) queries.rememberBlogPosts(lang, items);
  });

  const loadMore = useCallback(() => {
    if (mine?.status === 'loading') return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const next = pages + 1;
    setMore({ key, items: mine?.items ?? [], pages: pages - 1, status: 'loading' });
    runQuery(queries.blogPostsPageQuery({ page: next, perPage: queries.BLOG_PAGE_SIZE, ...query }), lang, current.signal).then(
      (page) => current.signal.aborted || setMore({ key, items: [...(mine?.items ?? []), ...page.items], pages: next - 1, status: 'idle' }),
      (error: unknown) => current.signal.aborted || isAbortError(error) || setMore({ key, items: mine?.items ?? [], pages: pages - 1, status: 'error' }),
    );
    // `key` stands for `query` (a new object on every render) and the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, mine, pages, lang, queries]);

  if (first.status === 'loading') return { status: 'loading' };
  if (first.status === 'error') return { status: 'error', error: first.error };
  return {
    status: 'ready',
    items,
    total: Math.max(first.data.total, items.length),
    hasMore: pages < lastPage,
    more: mine?.status ?? 'idle',
    loadMore,
  };
}

function dedupe(posts: BlogPostView[]): BlogPostView[] {
  const seen = new Set<number>();
  return posts.filter((post) => !seen.has(post.id) && seen.add(post.id));
}
