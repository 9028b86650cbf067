/**
 * `mf_portfolio/teaser`, a block module (BlockModule in '@site/shared'): the component, and what
 * it reads, which the server reads with the page that shows it. The home page renders it with
 * `<RemoteBlock id="mf_portfolio/teaser" />` and lists it in its route's `blocks`.
 */
export { default, reads } from './PortfolioTeaser';
