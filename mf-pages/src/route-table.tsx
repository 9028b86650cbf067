import { notFoundRoute, pendingRoute, type AppRoute } from '@site/shared';
import { homeRoute } from './site-routes';

/**
 * mf-pages' routes (every path but /portfolio and /consultation), as data: its router renders
 * them and its server container reads them (what each first screen reads, its head, its status).
 */
export const pageRoutes: readonly AppRoute[] = [
  homeRoute,
  pendingRoute('/about', 'about', 'about'),
  pendingRoute('/services', 'services', 'services'),
  pendingRoute('/services/:id', 'services', 'services'),
  pendingRoute('/projects', 'projects', 'projects'),
  pendingRoute('/projects/:id', 'projects', 'projects'),
  pendingRoute('/blog', 'blog', 'blog'),
  pendingRoute('/blog/:slug', 'blog', 'blog'),
  pendingRoute('/clients', 'clients', 'clients'),
  pendingRoute('/contact', 'contact', 'contact'),
  pendingRoute('/privacy-policy', 'privacy', 'privacy'),
  pendingRoute('/terms-of-service', 'terms', 'terms'),
  pendingRoute('/sitemap', 'sitemap', 'sitemap'),
  notFoundRoute,
];
