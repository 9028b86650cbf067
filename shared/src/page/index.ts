export type { PageHead } from './head';
export { matchAppRoute, type AppRoute, type PageRequest, type RouteContext, type RouteMatch, type RouteParams, type ServerApp, type ServerRoute } from './app-routes';
export { contentServerApp } from './server-app';
export { AppRoutes } from './AppRoutes';
export { notFoundRoute, pageHead, pendingRoute } from './common-routes';
