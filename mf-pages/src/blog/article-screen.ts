/** The /blog/{slug} chunk: the screen, its route logic and the server's HTML sanitiser made ready (see `lazyRoute`). */
export { default } from './ArticlePage';
export { head, reads, status } from './article-route';
export { prepareSanitizer as prepare } from '../rich-text/sanitizer';
