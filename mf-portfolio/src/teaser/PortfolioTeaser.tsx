import { EmptyState, ErrorBox } from '@site/shared/ui';
import { portfolioQueries, requestErrorText, type Query, type PortfolioQueries } from '@site/shared/request';
import { useQuery, useT } from '@site/shared/react';
import { use } from 'react';
import { CARD_SIZES, PortfolioCard } from '../ui/PortfolioCard';

/** The first 6 designs (docs/product.md#home, section 8): page 1 of the list, the same read as /portfolio's first. */
function teaserQuery(queries: PortfolioQueries) {
  return queries.portfolioPageQuery({ page: 1 });
}

/** What the teaser shows, for the server to read with the page it is on (BlockModule.reads). */
export async function reads(): Promise<readonly Query<unknown>[]> {
  return [teaserQuery(await portfolioQueries())];
}

/**
 * The home page's design portfolio teaser (`mf_portfolio/teaser`): the first 6 designs as
 * cards, 'No designs available' when there are none. The home page owns its section, heading
 * and 'view all' link; this is the cards. Core texts and the shared icons only, so on the home
 * page it loads no text pack and no icon library of its own.
 */
export default function PortfolioTeaser() {
  const queries = use(portfolioQueries());
  const t = useT();
  const designs = useQuery(teaserQuery(queries));

  if (designs.status === 'loading') {
    return (
      <div role="status" aria-label={t.states.loading} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="portfolio-teaser-loading">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="card h-96 overflow-hidden">
            <div className="skeleton aspect-[4/3] rounded-none" />
          </div>
        ))}
      </div>
    );
  }
  if (designs.status === 'error') {
    return (
      <ErrorBox title={t.blocks.portfolio} text={requestErrorText(designs.error, t)} retryLabel={t.blocks.retry} onRetry={() => window.location.reload()} />
    );
  }
  if (designs.data.items.length === 0) return <EmptyState text={t.empty.designs} />;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="portfolio-teaser">
      {designs.data.items.slice(0, 6).map((project) => (
        <li key={project.id} className="flex">
          <PortfolioCard project={project} sizes={CARD_SIZES} heading="h3" />
        </li>
      ))}
    </ul>
  );
}
