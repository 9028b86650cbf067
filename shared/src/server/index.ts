/**
 * '@site/shared/server': what only the sections' server containers use (their `./ssr`), kept
 * out of the shared module every page downloads. It reaches the page's state (texts, the
 * language) through '@site/shared' itself, the singleton the server provides, never through a
 * copy of its own.
 */
export { contentServerApp } from './server-app';
export { matchAppRoute, type RouteMatch } from './match-route';
