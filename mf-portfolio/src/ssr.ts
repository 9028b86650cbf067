import { contentServerApp } from '@site/shared/server';
import { portfolioSection } from './section';

/** mf-portfolio on the server (its server container's `./ssr`). */
export const serverApp = contentServerApp(portfolioSection);
