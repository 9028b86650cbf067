export type { PageHead } from './head';
export type { AppRoute, PageRequest, RouteContext, RouteParams, ServerApp, ServerRoute } from './app-routes';
export { AppRoutes } from './AppRoutes';
export { notFoundRoute, pageHead, pendingRoute } from './common-routes';
