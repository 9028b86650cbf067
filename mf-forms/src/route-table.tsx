import { notFoundRoute, pendingRoute, type AppRoute } from '@site/shared';

/** mf-forms' full-page routes, as data: its router renders them and its server container reads them. */
export const formsRoutes: readonly AppRoute[] = [pendingRoute('/consultation', 'consultation', 'consultation'), notFoundRoute];
