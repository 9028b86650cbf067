/** The /projects/{id} chunk: the screen, its route logic and the server's HTML sanitiser made ready (see `lazyRoute`). */
export { default } from './ProjectPage';
export { head, reads, status } from './detail-route';
export { prepareSanitizer as prepare } from '../rich-text/sanitizer';
