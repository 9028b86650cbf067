import { peekQuery, portfolioQueries } from '@site/shared/request';
import { notFoundRoute, pageHead, defineSection } from '@site/shared/page';
import { Closing, PortfolioDetailPage } from './detail/PortfolioDetailPage';
import { loadDetailRoute } from './detail/detail-route';
import { listQueries } from './list/use-portfolio-list';
import { PortfolioListPage } from './list/PortfolioListPage';
import { CARD_SIZES } from './ui/PortfolioCard';

/** mf-portfolio as a section: /portfolio and /portfolio/{slug}, as data, which its router renders and its server container loads. */
export const portfolioSection = defineSection('mf-portfolio', [
  {
    path: '/portfolio',
    Screen: PortfolioListPage,
    load: async ({ lang, meta }) => {
      // Page 1 and the probe of page 2: the first screen, 'Load more' included.
      const { first, probe } = listQueries(await portfolioQueries());
      return {
        reads: [first, probe],
        head: () => {
          const peeked = peekQuery(first, lang);
          const lead = peeked && 'data' in peeked ? peeked.data.items[0] : undefined;
          const image = lead?.mainImage;
          return {
            ...pageHead(meta, 'portfolio'),
            // The first card's image: the largest of the first screen on a phone.
            lcpImage: image ? { src: image, srcset: lead.mainImageMeta?.srcset, sizes: lead.mainImageMeta?.srcset ? CARD_SIZES : undefined } : null,
          };
        },
      };
    },
  },
  {
    path: '/portfolio/:slug',
    Screen: PortfolioDetailPage,
    load: loadDetailRoute,
    lazyBlocks: [Closing],
  },
  notFoundRoute,
]);
