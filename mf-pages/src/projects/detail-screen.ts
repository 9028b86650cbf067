/** The /projects/{id} chunk: the screen and its route's `load` (see `lazyRoute` in '@site/shared/page'). */
export { default } from './ProjectPage';
export { load } from './detail-route';
