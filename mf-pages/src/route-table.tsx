import { notFoundRoute, pendingRoute, servicesQuery, type AppRoute } from '@site/shared';
import { HomePage } from './home/HomePage';
import { projectRoute, projectsRoute } from './projects/routes';
import { articleRoute, blogRoute } from './blog/routes';

/**
 * mf-pages' routes (every path but /portfolio and /consultation), as data: its router renders
 * them and its server container reads them (what each first screen reads, its head, its status).
 */
export const pageRoutes: readonly AppRoute[] = [
  {
    path: '/',
    Screen: HomePage,
    reads: () => [servicesQuery],
    head: ({ meta }) => ({ title: meta.home.title, description: meta.home.description, organization: true }),
  },
  pendingRoute('/about', 'about', 'about'),
  pendingRoute('/services', 'services', 'services'),
  pendingRoute('/services/:id', 'services', 'services'),
  projectsRoute,
  projectRoute,
  blogRoute,
  articleRoute,
  pendingRoute('/clients', 'clients', 'clients'),
  pendingRoute('/contact', 'contact', 'contact'),
  pendingRoute('/privacy-policy', 'privacy', 'privacy'),
  pendingRoute('/terms-of-service', 'terms', 'terms'),
  pendingRoute('/sitemap', 'sitemap', 'sitemap'),
  notFoundRoute,
];
