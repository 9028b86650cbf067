import { aboutPageQuery, clientsQuery, contactPageQuery, servicesQuery, type AppRoute } from '@site/shared';
import { preloadHome } from './home/home-blocks';
import { homeGroupReads } from './home/home-queries';
import { HomePage } from './home/HomePage';

/**
 * Home: the hero in this app's chunk, the other sections in blocks of their own, all read and
 * rendered by the server (every query of every section, so the page asks the API for nothing),
 * and the federated blocks of mf-portfolio (the teaser) and mf-forms (the contact form).
 */
export const homeRoute: AppRoute = {
  path: '/',
  Screen: HomePage,
  preload: preloadHome,
  reads: () => [servicesQuery, aboutPageQuery, clientsQuery, contactPageQuery, ...homeGroupReads()],
  blocks: ['mf_portfolio/teaser', 'mf_forms/contact-form'],
  head: ({ meta }) => ({ title: meta.home.title, description: meta.home.description, organization: true }),
};
