import { blogQueries, isNotFound, peekQuery } from '@site/shared/request';
import { pageHead, type LoadedRoute, type RouteContext } from '@site/shared/page';
import { param } from '../common/search-params';
import { BLOG_CARD_SIZES } from './images';

/**
 * The /blog route once loaded (shipped with its screen; see `lazyRoute`): the first page for the
 * URL's search and category, the category chips and the recent posts.
 */
export async function load({ meta, lang, search }: RouteContext): Promise<LoadedRoute> {
  const queries = await blogQueries();
  const category = param(search, 'category');
  const first = queries.blogPostsPageQuery({
    page: 1,
    perPage: queries.BLOG_PAGE_SIZE,
    search: param(search, 'q') ?? undefined,
    category: category ?? undefined,
  });
  return {
    reads: [first, queries.blogCategoriesQuery, queries.recentBlogPostsQuery],
    head: () => {
      const generic = pageHead(meta, 'blog');
      const firstPage = peekQuery(first, lang);
      const lead = firstPage && 'data' in firstPage ? firstPage.data.items[0] : undefined;
      // The lead card's image is the largest of the first screen.
      return lead?.image ? { ...generic, lcpImage: { src: lead.image, srcset: lead.imageMeta?.srcset, sizes: BLOG_CARD_SIZES } } : generic;
    },
    // A category that does not exist is not a page.
    status: () => (category && isNotFound(first, lang) ? 404 : 200),
  };
}
