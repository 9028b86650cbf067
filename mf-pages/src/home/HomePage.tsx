import { AboutIntro } from './AboutIntro';
import { Hero } from './Hero';
import { homeBlocks } from './home-blocks';

/**
 * Until a block's code is there after a client-side navigation (or if it fails), its place keeps
 * about its height, so what follows does not jump; nothing in it is announced.
 */
const reserved = <div aria-hidden="true" className="min-h-[36rem]" />;

/**
 * Home (docs/product.md#home), every section in its order: the hero, then the blocks below it.
 * `#services` and `#contact` are on the blocks' holders, so the links to them work
 * before the blocks' code is there.
 */
export default function HomePage() {
  const { services, why, clients, projects, portfolio, articles, contact } = homeBlocks;
  return (
    <>
      <Hero />
      <AboutIntro />
      <div id="services">
        <services.Block fallback={reserved} />
      </div>
      <why.Block fallback={reserved} />
      <clients.Block fallback={reserved} />
      <projects.Block fallback={reserved} />
      <portfolio.Block fallback={reserved} />
      <articles.Block fallback={reserved} />
      <div id="contact">
        <contact.Block fallback={reserved} />
      </div>
    </>
  );
}
