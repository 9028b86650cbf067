/**
 * '@site/shared/page': a section's routes. The route types (what a route reads, its head, its
 * screen), `AppRoutes` which renders them and keeps the page's head, lazy screens, the
 * not-found route, and `defineSection` which makes a content section of them.
 */
export type { PageHead } from './head';
export type { AppRoute, LoadedRoute, PageRequest, RouteContext, RouteParams, ServerApp, ServerRoute } from './app-routes';
export { AppRoutes, refreshRouteHead } from './AppRoutes';
export { lazyRoute, lazyScreen, type LazyScreen, type RouteModule, type ScreenModule } from './lazy-screen';
export { notFoundRoute, pageHead, type PageMeta } from './common-routes';
export { defineSection, sectionLifecycles, type Section } from './section';
