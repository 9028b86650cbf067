import { AppRoutes } from '@site/shared/page';
import { portfolioRoutes } from './route-table';

/** The design portfolio's routes: /portfolio and /portfolio/{slug}. */
export function PortfolioRoutes() {
  return <AppRoutes routes={portfolioRoutes} />;
}
