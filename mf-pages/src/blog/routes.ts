import { blogQueries } from '@site/shared/request';
import { contentIcons } from '@site/shared/ui';
import { lazyRoute } from '@site/shared/page';
import { paths } from '@site/shared/site';

/**
 * /blog and /blog/{slug} in the route table: each a chunk of its own (the screen and what its
 * route works out from the data), loaded with the blog endpoint group and the content icons in
 * one go, on the server before it renders and in the browser on the way there.
 */
export const blogRoute = lazyRoute(paths.blog, () =>
  Promise.all([import(/* webpackChunkName: "blog-page" */ './list-screen'), blogQueries(), contentIcons()]).then(([module]) => module),
);

export const articleRoute = lazyRoute('/blog/:slug', () =>
  Promise.all([import(/* webpackChunkName: "article-page" */ './article-screen'), blogQueries(), contentIcons()]).then(([module]) => module),
);
