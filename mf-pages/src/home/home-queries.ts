import type { BlogQueries, ProjectQueries } from '@site/shared/request';

/** The home page's featured projects and latest articles, 3 each (docs/product.md#business-constants). */
export const HOME_PROJECTS = 3;
export const HOME_ARTICLES = 3;

/** GET /v1/projects?page=1&per_page=3: the first three projects. */
export function featuredProjectsQuery(queries: ProjectQueries) {
  return queries.projectsPageQuery({ page: 1, perPage: HOME_PROJECTS });
}

/** GET /v1/blogs/recent: the newest articles (three). */
export function latestArticlesQuery(queries: BlogQueries) {
  return queries.recentBlogPostsQuery;
}
