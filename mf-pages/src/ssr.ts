import { contentServerApp } from '@site/shared/server';
import { PagesRoot } from './app/PagesRoot';
import { setServerSanitizer } from './rich-text/sanitizer';
import { pageRoutes } from './route-table';

// HTML from the API is sanitised on the server by the same DOMPurify as in the browser, over jsdom.
setServerSanitizer(() => import(/* webpackChunkName: "server-sanitizer" */ './rich-text/server-sanitizer').then((module) => module.createServerSanitizer()));

/** mf-pages on the server (its server container's `./ssr`): the matched route, read, rendered and described. */
export const serverApp = contentServerApp(pageRoutes, PagesRoot);
