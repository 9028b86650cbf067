import { contentServerApp } from '@site/shared/server';
import { FormsRoot } from './app/FormsRoot';
import { formsRoutes } from './route-table';

/** mf-forms on the server (its server container's `./ssr`). */
export const serverApp = contentServerApp(formsRoutes, FormsRoot);
