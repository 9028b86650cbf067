import { AppRoutes } from '@site/shared';
import { portfolioRoutes } from './route-table';

/** The design portfolio's routes: /portfolio and /portfolio/{slug}. */
export function PortfolioRoutes() {
  return <AppRoutes routes={portfolioRoutes} />;
}
