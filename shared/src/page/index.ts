export type { PageHead } from './head';
export type { AppRoute, PageRequest, RouteContext, RouteParams, ServerApp, ServerRoute } from './app-routes';
export { AppRoutes, refreshRouteHead } from './AppRoutes';
export { lazyRoute, lazyScreen, type LazyScreen, type ScreenModule } from './lazy-screen';
export { notFoundRoute, pageHead, pendingRoute, type PageMeta } from './common-routes';
export { forgetFormOutcome, pageFormOutcome, setFormOutcome } from './form-outcome';
