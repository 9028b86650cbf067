import { deferredModule } from './deferred';

/**
 * The endpoints of the screens after the first one: projects, the blog, the design portfolio and
 * the three forms. Each group is a chunk of its own, loaded with its first use (about 3.5 KB gzip
 * the home page does not download). Their types, the pure paging rules of the portfolio and
 * `isAlreadySubscribed` stay eager: a screen needs them while it renders.
 */
const projects = () => import(/* webpackChunkName: "projects-queries" */ './projects');
const blogs = () => import(/* webpackChunkName: "blog-queries" */ './blogs');
const portfolio = () => import(/* webpackChunkName: "portfolio-queries" */ './portfolio');
const submissions = () => import(/* webpackChunkName: "submission-calls" */ './submissions');

/**
 * The groups as modules, for screens that read them with `useQuery`:
 * `const { projectsPageQuery } = use(projectQueries())`, with `await projectQueries()` in the
 * route (see deferredModule).
 */
export const projectQueries = deferredModule(projects);
export const blogQueries = deferredModule(blogs);
export const portfolioQueries = deferredModule(portfolio);
export const submissionCalls = deferredModule(submissions);

/** A group as `use(projectQueries())` and `await projectQueries()` give it (what a section's hooks take). */
export type ProjectQueries = Awaited<ReturnType<typeof projectQueries>>;
export type BlogQueries = Awaited<ReturnType<typeof blogQueries>>;
export type PortfolioQueries = Awaited<ReturnType<typeof portfolioQueries>>;
export type SubmissionCalls = Awaited<ReturnType<typeof submissionCalls>>;
