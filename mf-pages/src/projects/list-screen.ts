/** The /projects chunk: the screen and its route's `load` (see `lazyRoute` in '@site/shared/page'). */
export { default } from './ProjectsPage';
export { load } from './list-route';
