import { peekQuery, type BlogPostDetailView, type BlogQueries } from '@site/shared/request';
import type { Language } from '@site/shared/contract';

/**
 * The article of /blog/{slug} from what this tab already loaded, when the page did not bring
 * its reply: the articles of the /blog list, which an article is looked for in first
 * (docs/product.md#blog). Null on the server (nothing is remembered there), when the page or the cache has the
 * article's own reply (what the server rendered with), or when the list never showed it or
 * carried no body (this API's lists never do: docs/api.md#lists-and-paging).
 */
export function articleFromLoaded(queries: BlogQueries, slug: string, lang: Language): BlogPostDetailView | null {
  if (typeof window === 'undefined' || peekQuery(queries.blogPostBySlugQuery(slug), lang)) return null;
  return queries.blogPostFromList(slug, queries.loadedBlogPosts(lang));
}
