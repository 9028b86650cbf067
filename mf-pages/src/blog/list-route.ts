import { blogsApi, isNotFound, peekQuery } from '@site/shared/api';
import { pageHead, type AppRoute, type RouteContext } from '@site/shared/page';
import { ifLoaded } from '../common/loaded';
import { param } from '../common/search-params';
import type { BlogsApi } from './api';
import { BLOG_CARD_SIZES } from './images';

/** What the /blog route works out from its data (shipped with its screen; see `lazyRoute`). */
function firstPage(api: BlogsApi, context: RouteContext) {
  return api.blogPostsPageQuery({
    page: 1,
    perPage: api.BLOG_PAGE_SIZE,
    search: param(context.search, 'q') ?? undefined,
    category: param(context.search, 'category') ?? undefined,
  });
}

/** The first page for the URL's search and category, the category chips and the recent posts. */
export const reads: NonNullable<AppRoute['reads']> = (context) => {
  const api = ifLoaded(blogsApi());
  return api ? [firstPage(api, context), api.blogCategoriesQuery, api.recentBlogPostsQuery] : [];
};

export const head: AppRoute['head'] = (context) => {
  const generic = pageHead(context.meta, 'blog');
  const api = ifLoaded(blogsApi());
  const first = api && peekQuery(firstPage(api, context), context.lang);
  const lead = first && 'data' in first ? first.data.items[0] : undefined;
  // The lead card's image is the largest of the first screen.
  return lead?.image ? { ...generic, lcpImage: { src: lead.image, srcset: lead.imageMeta?.srcset, sizes: BLOG_CARD_SIZES } } : generic;
};

/** A category that does not exist is not a page. */
export const status: NonNullable<AppRoute['status']> = (context) => {
  const api = ifLoaded(blogsApi());
  return api && param(context.search, 'category') && isNotFound(firstPage(api, context), context.lang) ? 404 : 200;
};
