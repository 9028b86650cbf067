import { notFoundRoute, pendingRoute, type AppRoute } from '@site/shared';
import {
  aboutRoute,
  clientsRoute,
  contactRoute,
  homeRoute,
  privacyRoute,
  serviceRoute,
  servicesRoute,
  sitemapRoute,
  termsRoute,
} from './site-routes';

/**
 * mf-pages' routes (every path but /portfolio and /consultation), as data: its router renders
 * them and its server container reads them (what each first screen reads, its head, its status).
 */
export const pageRoutes: readonly AppRoute[] = [
  homeRoute,
  aboutRoute,
  servicesRoute,
  serviceRoute,
  pendingRoute('/projects', 'projects', 'projects'),
  pendingRoute('/projects/:id', 'projects', 'projects'),
  pendingRoute('/blog', 'blog', 'blog'),
  pendingRoute('/blog/:slug', 'blog', 'blog'),
  clientsRoute,
  contactRoute,
  privacyRoute,
  termsRoute,
  sitemapRoute,
  notFoundRoute,
];
