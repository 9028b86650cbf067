/**
 * '@site/shared/server': what only the sections' server containers use (their `./ssr`): a content
 * section's server app and the route matcher. They reach the page's state (texts, the language)
 * through the other doors, which the server host provides as singletons.
 */
export { contentServerApp } from './server-app';
export { matchAppRoute, type RouteMatch } from './match-route';
