import { useLoadMore } from '@site/shared/paging';
import { uniqueById, type PortfolioListState, type PortfolioProjectView, type PortfolioQueries } from '@site/shared/request';
import { useLanguage, useQuery } from '@site/shared/react';
import type { Language } from '@site/shared/contract';
import { useEffect, useMemo, useState } from 'react';
import { useHeldWhileLoading } from '../paging/use-held';

export type PortfolioList =
  | { status: 'loading' }
  | { status: 'error'; error: Error; pagedError: Error }
  | {
      status: 'ready';
      items: PortfolioProjectView[];
      hasMore: boolean;
      loadingMore: boolean;
      /** the last load-more failed */
      moreError: Error | null;
      loadMore: () => void;
    };

/** The first screen of the list: page 1 of 6, and the probe of page 2 (what the server reads with the page). */
export function listQueries(queries: PortfolioQueries): Record<'first' | 'probe', ReturnType<PortfolioQueries['portfolioPageQuery']>> {
  return { first: queries.portfolioPageQuery({ page: 1 }), probe: queries.portfolioPageQuery({ page: 2 }) };
}

type FetchAll = { key: string } & ({ status: 'loading' } | { status: 'ready'; items: PortfolioProjectView[] } | { status: 'error'; error: Error });

/** Every project at once (50 a page), for when the paged call failed; runs only while `active`. */
function useFetchAll(queries: PortfolioQueries, active: boolean): FetchAll | null {
  const lang = useLanguage();
  const [result, setResult] = useState<FetchAll | null>(null);
  const current = result?.key === lang ? result : null;
  const running = active && current === null;

  useEffect(() => {
    if (!running) return undefined;
    const controller = new AbortController();
    queries.fetchAllPortfolio(lang, controller.signal).then(
      (items) => !controller.signal.aborted && setResult({ key: lang, status: 'ready', items }),
      (error: unknown) =>
        !controller.signal.aborted && setResult({ key: lang, status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => controller.abort();
  }, [queries, lang, running]);

  if (!active) return null;
  return current ?? { key: lang, status: 'loading' };
}

/**
 * The design portfolio list (docs/product.md#lists-and-paging): page 1 of 6 first;
 * when the server reports more pages, a probe of page 2 decides whether more exist; 'Load
 * more' adds the next page (and probes the one after); if the paged call fails, everything is
 * fetched at once instead. Page 1 and the probe are what the server reads with the page, so the
 * first screen (the button included) hydrates as rendered and asks for nothing. A language
 * switch keeps the list shown until the new language's first page is there, then loads as
 * many pages as were shown.
 */
export function usePortfolioList(queries: PortfolioQueries): PortfolioList {
  const lang = useLanguage();
  const firstScreen = listQueries(queries);
  const first = useQuery(firstScreen.first);
  const needsProbe = first.status === 'ready' && first.data.currentPage < first.data.lastPage;
  const probe = useQuery(needsProbe ? firstScreen.probe : null);
  const all = useFetchAll(queries, first.status === 'error');

  const firstItems = first.status === 'ready' ? first.data.items : null;
  const probeFound = needsProbe && probe.status === 'ready' && probe.data.items.length > 0;
  const allItems = all?.status === 'ready' ? all.items : null;
  const fresh = useMemo<{ lang: Language; state: PortfolioListState } | null>(() => {
    if (firstItems) return { lang, state: { items: uniqueById(firstItems), page: 1, hasMore: probeFound } };
    if (allItems) return { lang, state: { items: allItems, page: 1, hasMore: false } };
    return null;
  }, [lang, firstItems, probeFound, allItems]);
  const shown = useHeldWhileLoading(fresh, first.status === 'loading' || all?.status === 'loading', 'portfolio');
  // The pages added belong to the language of the page they were added to.
  const shownLang = shown?.lang ?? lang;

  const more = useLoadMore<PortfolioListState>({
    key: shownLang,
    scope: 'portfolio',
    initial: shown?.state ?? null,
    canLoadMore: (state) => state.hasMore,
    step: (state, signal) => queries.loadMorePortfolio(state, shownLang, signal),
  });

  if (all?.status === 'error' && first.status === 'error') return { status: 'error', error: all.error, pagedError: first.error };
  if (!more.state) return { status: 'loading' };
  return {
    status: 'ready',
    items: more.state.items,
    hasMore: more.state.hasMore,
    loadingMore: more.loadingMore,
    moreError: more.error,
    loadMore: more.loadMore,
  };
}
