import { notFoundRoute, pendingRoute, type AppRoute } from '@site/shared';

/** mf-portfolio's routes, as data: its router renders them and its server container reads them. */
export const portfolioRoutes: readonly AppRoute[] = [
  pendingRoute('/portfolio', 'portfolio', 'portfolio'),
  pendingRoute('/portfolio/:slug', 'portfolio', 'portfolio'),
  notFoundRoute,
];
