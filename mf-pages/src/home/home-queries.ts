import type { blogsApi, projectsApi } from '@site/shared/api';

type ProjectsApi = Awaited<ReturnType<typeof projectsApi>>;
type BlogsApi = Awaited<ReturnType<typeof blogsApi>>;

/** The home page's featured projects and latest articles, 3 each (docs/product.md#business-constants). */
export const HOME_PROJECTS = 3;
export const HOME_ARTICLES = 3;

/** GET /v1/projects?page=1&per_page=3: the first three projects. */
export function featuredProjectsQuery(api: ProjectsApi) {
  return api.projectsPageQuery({ page: 1, perPage: HOME_PROJECTS });
}

/** GET /v1/blogs/recent: the newest articles (three). */
export function latestArticlesQuery(api: BlogsApi) {
  return api.recentBlogPostsQuery;
}
