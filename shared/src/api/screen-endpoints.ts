import { deferredModule } from './deferred';

/**
 * The endpoints of the screens after the first one: projects, the blog, the design portfolio and
 * the three forms. Each group is a chunk of its own, loaded with its first use (about 3.5 KB gzip
 * the home page does not download). Their types, the pure paging rules of the portfolio and
 * `isAlreadySubscribed` stay eager: a screen needs them while it renders.
 */
const projects = () => import(/* webpackChunkName: "api-projects" */ './projects');
const blogs = () => import(/* webpackChunkName: "api-blogs" */ './blogs');
const portfolio = () => import(/* webpackChunkName: "api-portfolio" */ './portfolio');
const submissions = () => import(/* webpackChunkName: "api-submissions" */ './submissions');

/**
 * The groups as modules, for screens that read them with `useQuery`:
 * `const { projectsPageQuery } = use(projectsApi())`, with `await projectsApi()` in the
 * route (see deferredModule).
 */
export const projectsApi = deferredModule(projects);
export const blogsApi = deferredModule(blogs);
export const portfolioApi = deferredModule(portfolio);
export const submissionsApi = deferredModule(submissions);
