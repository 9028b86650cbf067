import { deferred, deferredModule } from './deferred';

/**
 * The calls of the screens after the first one: projects, the blog, the design portfolio and
 * the three forms. Each group is a chunk of its own, loaded with the first call of the group
 * (about 3.5 KB gzip the home page no longer downloads). Their types, the pure paging rules of
 * the portfolio and `isAlreadySubscribed` stay eager: a screen needs them while it renders.
 */
const projects = () => import(/* webpackChunkName: "api-projects" */ './projects');
const blogs = () => import(/* webpackChunkName: "api-blogs" */ './blogs');
const portfolio = () => import(/* webpackChunkName: "api-portfolio" */ './portfolio');
const submissions = () => import(/* webpackChunkName: "api-submissions" */ './submissions');

/**
 * The groups as modules, for screens that read them with `useQuery`:
 * `const { projectsPageQuery } = use(projectsApi())`, with `preload: () => projectsApi()` in the
 * route (see deferredModule).
 */
export const projectsApi = deferredModule(projects);
export const blogsApi = deferredModule(blogs);
export const portfolioApi = deferredModule(portfolio);
export const submissionsApi = deferredModule(submissions);

export const fetchProjectsPage = deferred(projects, 'fetchProjectsPage');
export const fetchProjects = deferred(projects, 'fetchProjects');
export const fetchProject = deferred(projects, 'fetchProject');
export const fetchProjectBySlug = deferred(projects, 'fetchProjectBySlug');
export const fetchProjectsByCategory = deferred(projects, 'fetchProjectsByCategory');
export const fetchProjectCategories = deferred(projects, 'fetchProjectCategories');

export const fetchBlogPostsPage = deferred(blogs, 'fetchBlogPostsPage');
export const fetchBlogPosts = deferred(blogs, 'fetchBlogPosts');
export const fetchBlogPostsByCategory = deferred(blogs, 'fetchBlogPostsByCategory');
export const fetchRecentBlogPosts = deferred(blogs, 'fetchRecentBlogPosts');
export const fetchBlogPost = deferred(blogs, 'fetchBlogPost');
export const fetchBlogPostBySlug = deferred(blogs, 'fetchBlogPostBySlug');
export const findBlogPost = deferred(blogs, 'findBlogPost');
export const fetchBlogCategories = deferred(blogs, 'fetchBlogCategories');

export const fetchPortfolioPage = deferred(portfolio, 'fetchPortfolioPage');
export const fetchAllPortfolio = deferred(portfolio, 'fetchAllPortfolio');
export const loadPortfolioList = deferred(portfolio, 'loadPortfolioList');
export const loadMorePortfolio = deferred(portfolio, 'loadMorePortfolio');
export const fetchPortfolioProject = deferred(portfolio, 'fetchPortfolioProject');
export const loadMoreGallery = deferred(portfolio, 'loadMoreGallery');

export const sendContactMessage = deferred(submissions, 'sendContactMessage');
export const subscribeNewsletter = deferred(submissions, 'subscribeNewsletter');
export const requestConsultation = deferred(submissions, 'requestConsultation');
