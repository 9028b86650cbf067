import { contentServerApp } from '@site/shared/server';
import { PagesRoot } from './app/PagesRoot';
import { pageRoutes } from './route-table';

/** mf-pages on the server (its server container's `./ssr`): the matched route, read, rendered and described. */
export const serverApp = contentServerApp(pageRoutes, PagesRoot);
