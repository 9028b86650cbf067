import { contentIcons } from '@site/shared/ui';
import { lazyRoute } from '@site/shared/page';
import { paths } from '@site/shared/site';
import { projectQueries } from '@site/shared/request';

/**
 * /projects and /projects/{id} in the route table: each a chunk of its own (the screen and what
 * its route works out from the data), loaded with the projects endpoint group and the content
 * icons in one go, on the server before it renders and in the browser on the way there.
 */
export const projectsRoute = lazyRoute(paths.projects, () =>
  Promise.all([import(/* webpackChunkName: "projects-page" */ './list-screen'), projectQueries(), contentIcons()]).then(([module]) => module),
);

export const projectRoute = lazyRoute('/projects/:id', () =>
  Promise.all([import(/* webpackChunkName: "project-page" */ './detail-screen'), projectQueries(), contentIcons()]).then(([module]) => module),
);
