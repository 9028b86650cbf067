import type { ImageMeta, BlogCategory, BlogListItem, Language } from '@site/shared/contract';
import { readingMinutes } from '@site/shared/format';
import { dayOf, imageOf, segment, toCategory, withQuery, type CategoryView } from './normalize';
import { cacheLifetimes } from './policy';
import { defineQuery, type Query } from './query';
import { toPageView, type PageView } from './page-view';

export interface BlogPostView {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** sanitised HTML; null for an article read from a list, which carries no body */
  content: string | null;
  /** `YYYY-MM-DD`: `date`, else the day of `created_at` */
  date: string | null;
  image: string | null;
  imageMeta: ImageMeta | null;
  quote: string | null;
  /** the 'Featured' badge */
  isBest: boolean;
  category: CategoryView | null;
  /** words of the content / 200, rounded up (docs/product.md#business-constants): the server's count, else counted here */
  readingMinutes: number;
  /** the author where the content names one, else null (the seed's fixed 'writer' was a placeholder) */
  author: string | null;
}

export interface BlogPostDetailView {
  post: BlogPostView;
  related: BlogPostView[];
}

export function toBlogPostView(post: BlogListItem, lang: Language): BlogPostView {
  return {
    id: post.id,
    slug: post.slug,
    name: post.name,
    description: post.description,
    content: post.content ?? null,
    date: dayOf(post.date, post.created_at),
    image: imageOf(post),
    imageMeta: post.image_meta ?? null,
    quote: post.quote?.trim() ? post.quote : null,
    isBest: post.is_best,
    category: toCategory(post.category, lang),
    readingMinutes: post.reading_minutes ?? readingMinutes(post.content ?? ''),
    author: post.author?.trim() ? post.author.trim() : null,
  };
}

/** Articles per page of the /blog list (three rows of the three-column grid). */
export const BLOG_PAGE_SIZE = 9;

export interface BlogQuery {
  page?: number;
  perPage?: number;
  search?: string;
  category?: string;
}

/** GET /v1/blogs (`page`, `per_page`, `search`, `category`): `success`, `data.data`. */
export function blogPostsPageQuery(query: BlogQuery = {}): Query<PageView<BlogPostView>> {
  const path = withQuery('/v1/blogs', {
    page: query.page,
    per_page: query.perPage,
    search: query.search?.trim() || undefined,
    category: query.category,
  });
  return defineQuery(
    path,
    (contract) => contract.blogListResponseSchema,
    ({ data }, lang) => toPageView(data, (post) => toBlogPostView(post, lang)),
  );
}

function listQuery(path: string): Query<BlogPostView[]> {
  return defineQuery(
    path,
    (contract) => contract.blogListResponseSchema,
    ({ data }, lang) => data.data.map((post) => toBlogPostView(post, lang)),
  );
}

/** GET /v1/blogs/recent: the list. */
export const recentBlogPostsQuery: Query<BlogPostView[]> = listQuery('/v1/blogs/recent');

function detailQuery(path: string): Query<BlogPostDetailView> {
  return defineQuery(
    path,
    (contract) => contract.blogDetailResponseSchema,
    ({ data }, lang) => ({ post: toBlogPostView(data.blog, lang), related: data.related_blogs.map((post) => toBlogPostView(post, lang)) }),
  );
}

/** GET /v1/blogs/slug/{slug}. */
export function blogPostBySlugQuery(slug: string): Query<BlogPostDetailView> {
  return detailQuery(`/v1/blogs/slug/${segment(slug)}`);
}

const MAX_RELATED_POSTS = 3;

/**
 * Up to 3 other articles of `loaded` for `post`, as the API picks them: its category first,
 * then the others, newest first.
 */
function relatedFrom(post: BlogPostView, loaded: readonly BlogPostView[]): BlogPostView[] {
  const others = loaded.filter((other, index) => other.id !== post.id && loaded.findIndex((item) => item.id === other.id) === index);
  const sameCategory = (other: BlogPostView) => (post.category !== null && other.category?.slug === post.category.slug ? 0 : 1);
  const newest = (a: BlogPostView, b: BlogPostView) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id;
  return others.sort((a, b) => sameCategory(a) - sameCategory(b) || newest(a, b)).slice(0, MAX_RELATED_POSTS);
}

/**
 * The article `slug` of an already loaded list, with its related articles from that list; null
 * when it is not there, or when the list carried no body (this API's lists never do: a list page
 * stays small whatever the articles' length), so the article is asked for.
 */
export function blogPostFromList(slug: string, loaded: readonly BlogPostView[]): BlogPostDetailView | null {
  const post = loaded.find((item) => item.slug === slug);
  return post && post.content !== null ? { post, related: relatedFrom(post, loaded) } : null;
}

/**
 * The articles this browser tab has loaded (the /blog list's pages, its recent posts), per
 * language: /blog/{slug} looks here before it asks the API (docs/product.md#blog). Filled by the list screen in an effect, so never on the server,
 * where it would be shared by every request.
 */
const loadedPosts: Record<Language, Map<number, BlogPostView>> = { ar: new Map(), en: new Map() };

export function rememberBlogPosts(lang: Language, posts: readonly BlogPostView[]): void {
  for (const post of posts) loadedPosts[lang].set(post.id, post);
}

/** The loaded articles in `lang`; `blogPostFromList(slug, loadedBlogPosts(lang))` finds one. */
export function loadedBlogPosts(lang: Language): BlogPostView[] {
  return [...loadedPosts[lang].values()];
}

/** Forgets the loaded articles (tests). */
export function forgetLoadedBlogPosts(): void {
  loadedPosts.ar.clear();
  loadedPosts.en.clear();
}

const CATEGORIES = '/v1/blogs/categories';

/** GET /v1/blogs/categories: `data.categories`. Static data: cached 30 minutes. */
export const blogCategoriesQuery: Query<BlogCategory[]> = defineQuery(
  CATEGORIES,
  (contract) => contract.blogCategoriesResponseSchema,
  ({ data }) => data.categories,
  cacheLifetimes.staticData,
);
