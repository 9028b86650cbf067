/**
 * The teaser's browser expose: the block module with its stylesheet, which the page it is
 * shown on (the home page, another app's) does not have; the server links it with the page's
 * HTML. The server container exposes `./index` (no stylesheet in a Node build).
 */
import './teaser.css';

export { default, reads } from './index';
