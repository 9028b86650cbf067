/** The /blog/{slug} chunk: the screen and its route's `load` (see `lazyRoute` in '@site/shared/page'). */
export { default } from './ArticlePage';
export { load } from './article-route';
