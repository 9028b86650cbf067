import { AppRoutes } from '@site/shared/page';
import { pageRoutes } from './route-table';

/** mf-pages owns every route except /portfolio and /consultation; unknown paths get the 404 page. */
export function PagesRoutes() {
  return <AppRoutes routes={pageRoutes} />;
}
