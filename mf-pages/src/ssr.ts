import { contentServerApp } from '@site/shared/server';
import { prepareSanitizer, setServerSanitizer } from './rich-text/sanitizer';
import { pagesSection } from './section';

// HTML from the API is sanitised on the server by the same DOMPurify as in the browser, over jsdom.
setServerSanitizer(() => import(/* webpackChunkName: "server-sanitizer" */ './rich-text/server-sanitizer').then((module) => module.createServerSanitizer()));

// Loading jsdom takes about a second (once per process): done shortly after this container starts,
// rather than inside the first article's render, whose time limit it could use up.
const warmUp: unknown = setTimeout(() => void prepareSanitizer().catch(() => undefined), 1000);
// Node's timer: it must not keep a process (a test, a script) alive.
(warmUp as { unref?: () => void }).unref?.();

/** mf-pages on the server (its server container's `./ssr`): the matched route, read, rendered and described. */
export const serverApp = contentServerApp(pagesSection);
