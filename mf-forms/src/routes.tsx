import { AppRoutes } from '@site/shared/page';
import { formsRoutes } from './route-table';

/** The forms app's full-page route: /consultation. */
export function FormsRoutes() {
  return <AppRoutes routes={formsRoutes} />;
}
