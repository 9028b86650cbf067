import { lazyBlock } from '@site/shared/blocks';
import type { ComponentType } from 'react';

type LowerSections = typeof import('./lower-sections');
const lower = () => import(/* webpackChunkName: "home-lower" */ './lower-sections');
/** One section of the lower chunk, as a block's module. */
const section = (pick: (sections: LowerSections) => ComponentType) => () => lower().then((sections) => ({ default: pick(sections) }));

/**
 * The home page below its first screen (the hero and the intro): each section a block, rendered
 * by the server with the page (the route's `lazyBlocks`) and made live when it comes near the
 * viewport, so the first page's JavaScript does not grow with them (docs/architecture.md#how-the-page-is-put-together, step 5).
 */
export const homeBlocks = {
  services: lazyBlock('home/services', () => import(/* webpackChunkName: "home-services" */ './ServicesSection')),
  why: lazyBlock(
    'home/why',
    section((sections) => sections.WhyUs),
  ),
  clients: lazyBlock(
    'home/clients',
    section((sections) => sections.ClientsStrip),
  ),
  projects: lazyBlock(
    'home/projects',
    section((sections) => sections.FeaturedProjects),
  ),
  portfolio: lazyBlock(
    'home/portfolio',
    section((sections) => sections.PortfolioSection),
  ),
  articles: lazyBlock(
    'home/articles',
    section((sections) => sections.LatestArticles),
  ),
  contact: lazyBlock(
    'home/contact',
    section((sections) => sections.ContactSection),
  ),
};
