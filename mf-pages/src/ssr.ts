import { contentServerApp } from '@site/shared/server';
import { PagesRoot } from './app/PagesRoot';
import { prepareSanitizer, setServerSanitizer } from './rich-text/sanitizer';
import { pageRoutes } from './route-table';

// HTML from the API is sanitised on the server by the same DOMPurify as in the browser, over jsdom.
setServerSanitizer(() => import(/* webpackChunkName: "server-sanitizer" */ './rich-text/server-sanitizer').then((module) => module.createServerSanitizer()));

// Loading jsdom takes about a second (once per process): done shortly after this container starts,
// rather than inside the first article's render, whose time limit it could use up.
setTimeout(() => void prepareSanitizer().catch(() => undefined), 1000).unref?.();

/** mf-pages on the server (its server container's `./ssr`): the matched route, read, rendered and described. */
export const serverApp = contentServerApp(pageRoutes, PagesRoot);
