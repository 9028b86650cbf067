import { notFoundRoute, defineSection } from '@site/shared/page';
import { articleRoute, blogRoute } from './blog/routes';
import { projectRoute, projectsRoute } from './projects/routes';
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
  embedRoute,
} from './site-routes';

/**
 * mf-pages as a section: its routes (every path but /portfolio and /consultation), as data: its router renders
 * them and its server container reads them (what each first screen reads, its head, its status).
 */
export const pagesSection = defineSection('mf-pages', [
  homeRoute,
  aboutRoute,
  servicesRoute,
  serviceRoute,
  projectsRoute,
  projectRoute,
  blogRoute,
  articleRoute,
  clientsRoute,
  contactRoute,
  privacyRoute,
  termsRoute,
  sitemapRoute,
  embedRoute,
  notFoundRoute,
]);
