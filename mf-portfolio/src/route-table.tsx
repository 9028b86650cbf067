import { contactPageQuery, peekQuery, portfolioApi } from '@site/shared/api';
import { notFoundRoute, pageHead, type AppRoute } from '@site/shared/page';
import { loadedPortfolioApi } from './api';
import { Closing, PortfolioDetailPage } from './detail/PortfolioDetailPage';
import { detailHead, detailQuery, detailStatus } from './detail/head';
import { listQueries } from './list/use-portfolio-list';
import { PortfolioListPage } from './list/PortfolioListPage';
import { CARD_SIZES } from './ui/PortfolioCard';

/** mf-portfolio's routes, as data: its router renders them and its server container reads them. */
export const portfolioRoutes: readonly AppRoute[] = [
  {
    path: '/portfolio',
    Screen: PortfolioListPage,
    preload: () => portfolioApi(),
    // Page 1 and the probe of page 2: the first screen, 'Load more' included.
    reads: () => {
      const api = loadedPortfolioApi();
      if (!api) return [];
      const { first, probe } = listQueries(api);
      return [first, probe];
    },
    head: ({ lang, meta }) => {
      const api = loadedPortfolioApi();
      const peeked = api ? peekQuery(listQueries(api).first, lang) : undefined;
      const first = peeked && 'data' in peeked ? peeked.data.items[0] : undefined;
      const image = first?.mainImage;
      return {
        ...pageHead(meta, 'portfolio'),
        // The first card's image: the largest of the first screen on a phone.
        lcpImage: image ? { src: image, srcset: first.mainImageMeta?.srcset, sizes: first.mainImageMeta?.srcset ? CARD_SIZES : undefined } : null,
      };
    },
  },
  {
    path: '/portfolio/:slug',
    Screen: PortfolioDetailPage,
    preload: () => Promise.all([portfolioApi(), Closing.preload()]),
    // The project with its first gallery page, and the contact data of the chat buttons (the shell reads it too).
    reads: ({ params }) => {
      const api = loadedPortfolioApi();
      return api ? [detailQuery(api, params['slug'] ?? ''), contactPageQuery] : [contactPageQuery];
    },
    head: detailHead,
    status: detailStatus,
  },
  notFoundRoute,
];
