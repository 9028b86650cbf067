/** The /blog chunk: the screen and its route's `load` (see `lazyRoute` in '@site/shared/page'). */
export { default } from './BlogPage';
export { load } from './list-route';
