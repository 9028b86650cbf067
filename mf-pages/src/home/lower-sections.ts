/**
 * The home page's sections after the services grid, in one chunk: they sit together far below
 * the first screen, so the first of them coming near loads them all, with one request (and one
 * entry fewer each in the container's chunk map, which the first page downloads).
 */
export { default as WhyUs } from './WhyUs';
export { default as ClientsStrip } from './ClientsStrip';
export { default as FeaturedProjects } from './FeaturedProjects';
export { default as PortfolioSection } from './PortfolioSection';
export { default as LatestArticles } from './LatestArticles';
export { default as ContactSection } from './ContactSection';
