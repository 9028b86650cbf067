import { usePagedList, type PagedList } from '@site/shared/paging';
import { runQuery, type BlogPostView, type BlogQueries } from '@site/shared/request';
import { useLanguage, useQuery } from '@site/shared/react';
import { useEffect } from 'react';

export interface BlogFilters {
  /** the API's `search` (`?q=`) */
  search: string | null;
  /** a category's slug (`?category=`) */
  category: string | null;
}

/**
 * The /blog list for the search and category of the URL (`usePagedList`): its first page is a
 * `useQuery` the route declares (rendered by the server, hydrated from the same reply), and 'Load
 * more' reads the next pages in the browser. The articles it shows are remembered, so
 * /blog/{slug} finds them without asking again (docs/product.md#blog).
 */
export function useBlogList(queries: BlogQueries, filters: BlogFilters): PagedList<BlogPostView> {
  const lang = useLanguage();
  const query = { perPage: queries.BLOG_PAGE_SIZE, search: filters.search ?? undefined, category: filters.category ?? undefined };
  const list = usePagedList(useQuery(queries.blogPostsPageQuery({ page: 1, ...query })), {
    key: `${lang} ${filters.search ?? ''} ${filters.category ?? ''}`,
    nextPage: (page, signal) => runQuery(queries.blogPostsPageQuery({ page, ...query }), lang, signal),
  });
  const shown = list.status === 'ready' ? list.items : null;
  useEffect(() => {
    if (shown && shown.length > 0) queries.rememberBlogPosts(lang, shown);
  }, [queries, lang, shown]);
  return list;
}
