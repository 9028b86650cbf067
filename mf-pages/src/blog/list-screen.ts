/** The /blog chunk: the screen and its route logic (see `lazyRoute` in '@site/shared'). */
export { default } from './BlogPage';
export { head, reads, status } from './list-route';
