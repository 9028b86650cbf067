import { contentServerApp } from '@site/shared/server';
import { PortfolioRoot } from './app/PortfolioRoot';
import { portfolioRoutes } from './route-table';

/** mf-portfolio on the server (its server container's `./ssr`). */
export const serverApp = contentServerApp(portfolioRoutes, PortfolioRoot);
