import { LoadMoreButton } from '@site/shared/paging';
import { EmptyState, ErrorBox } from '@site/shared/ui';
import { portfolioQueries, requestErrorText, serverMessage } from '@site/shared/request';
import { useScreenTexts, useT } from '@site/shared/react';
import { use, useEffect, useRef } from 'react';
import { CARD_SIZES, PortfolioCard } from '../ui/PortfolioCard';
import { usePortfolioList } from './use-portfolio-list';

/**
 * /portfolio (docs/product.md#design-portfolio): the design projects as cards, 6 a page with 'Load more'
 * (see usePortfolioList); loading, error (with the server's text) and empty states.
 */
export function PortfolioListPage() {
  const queries = use(portfolioQueries());
  const t = useT();
  const s = useScreenTexts().portfolio;
  const list = usePortfolioList(queries);

  return (
    <div className="bg-[image:var(--hero-glow)] bg-no-repeat pb-20 max-sm:pt-28 sm:pt-36">
      <div className="container-page">
        <header className="max-w-2xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">{s.title}</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted">{s.subtitle}</p>
        </header>

        <div className="mt-12" aria-busy={list.status === 'loading'}>
          {list.status === 'loading' ? <ListSkeleton label={t.states.loading} /> : null}
          {list.status === 'error' ? (
            <ErrorBox
              title={s.failed}
              text={serverMessage(list.error) ?? serverMessage(list.pagedError) ?? requestErrorText(list.error, t, t.errors.fetchPortfolio)}
              retryLabel={t.blocks.retry}
              onRetry={() => window.location.reload()}
            />
          ) : null}
          {list.status === 'ready' && list.items.length === 0 ? <EmptyState text={s.empty} /> : null}
          {list.status === 'ready' && list.items.length > 0 ? (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="portfolio-grid">
                {list.items.map((project, index) => (
                  <li key={project.id} className="flex">
                    <PortfolioCard project={project} sizes={CARD_SIZES} priority={index === 0} />
                  </li>
                ))}
              </ul>
              <LoadMore list={list} />
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function LoadMore({ list }: { list: Extract<ReturnType<typeof usePortfolioList>, { status: 'ready' }> }) {
  const t = useT();
  const s = useScreenTexts().portfolio;
  const shownBefore = useRef<number | null>(null);
  const count = list.items.length;

  // After a load the visitor asked for, focus goes to the first new card (the button may be gone).
  useEffect(() => {
    const before = shownBefore.current;
    if (before === null || list.loadingMore || count <= before) return;
    shownBefore.current = null;
    const links = document.querySelectorAll<HTMLAnchorElement>('[data-testid="portfolio-grid"] [data-testid="portfolio-card-link"]');
    links[before]?.focus();
  }, [count, list.loadingMore]);

  if (!list.hasMore && !list.moreError) return null;
  return (
    <div className="mt-12 flex flex-col items-center gap-4">
      {list.moreError ? (
        <p role="alert" className="text-danger">
          {serverMessage(list.moreError) ?? t.errors.fetchPortfolio}
        </p>
      ) : null}
      <LoadMoreButton
        busy={list.loadingMore}
        label={list.moreError ? t.blocks.retry : s.loadMore}
        busyLabel={s.loadingMore}
        onClick={() => {
          shownBefore.current = count;
          list.loadMore();
        }}
        testId="portfolio-load-more"
      />
    </div>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="portfolio-loading">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="card overflow-hidden">
          <div className="skeleton aspect-[4/3] rounded-none" />
          <div className="grid gap-3 p-6">
            <div className="skeleton h-4 w-1/3" />
            <div className="skeleton h-5 w-3/4" />
            <div className="skeleton h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
