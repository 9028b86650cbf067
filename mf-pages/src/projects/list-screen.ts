/** The /projects chunk: the screen and its route logic (see `lazyRoute` in '@site/shared'). */
export { default } from './ProjectsPage';
export { head, reads, status } from './list-route';
