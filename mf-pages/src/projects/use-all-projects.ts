import { isAbortError, runQuery, type PageView, type ProjectView, type ProjectQueries } from '@site/shared/request';
import { useLanguage, useQuery } from '@site/shared/react';
import { useCallback, useEffect, useState } from 'react';

export type AllProjectsState =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | {
      status: 'ready';
      /** what is loaded so far, in list order */
      items: ProjectView[];
      /** how many the list has (the server's `total`; what was loaded once every page is in) */
      total: number;
      /** the pages after the first: still loading, all in, or failed */
      rest: 'loading' | 'done' | 'error';
      retryRest: () => void;
    };

interface Rest {
  key: string;
  round: number;
  items: ProjectView[];
  status: 'loading' | 'done' | 'error';
}

/**
 * The /projects list by the fetch-all rule (pages of 50 until the last page: docs/product.md#lists-and-paging),
 * for every project or one category. The first page is a `useQuery` the route declares, so the
 * server renders it and hydration starts from the same data; the later pages are read in the
 * browser after hydration (nothing the first render shows depends on them: it shows 12, and the
 * count comes from the first page's `total`). Reading them is not paging: what /projects shows
 * of them, 12 more per 'Load more', is the screen's `useLoadMore` (@site/shared/paging).
 */
export function useAllProjects(queries: ProjectQueries, category: string | null): AllProjectsState {
  const lang = useLanguage();
  const first = useQuery<PageView<ProjectView>>(queries.projectListPageQuery(category, 1));
  const key = `${lang} ${category ?? ''}`;
  const [round, setRound] = useState(0);
  const [rest, setRest] = useState<Rest | null>(null);
  const lastPage = first.status === 'ready' ? first.data.lastPage : 0;
  const firstCount = first.status === 'ready' ? first.data.items.length : 0;

  useEffect(() => {
    if (lastPage <= 1 || firstCount === 0) return undefined;
    const controller = new AbortController();
    setRest({ key, round, items: [], status: 'loading' });
    (async () => {
      const items: ProjectView[] = [];
      for (let page = 2; page <= lastPage; page += 1) {
        const reply = await runQuery(queries.projectListPageQuery(category, page), lang, controller.signal);
        items.push(...reply.items);
        if (reply.items.length === 0 || page >= reply.lastPage) break;
      }
      return items;
    })().then(
      (items) => controller.signal.aborted || setRest({ key, round, items, status: 'done' }),
      (error: unknown) => controller.signal.aborted || isAbortError(error) || setRest({ key, round, items: [], status: 'error' }),
    );
    return () => controller.abort();
    // `key` stands for the language and the category.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lastPage, firstCount, round]);

  const retryRest = useCallback(() => setRound((value) => value + 1), []);

  if (first.status !== 'ready') return first.status === 'error' ? { status: 'error', error: first.error } : { status: 'loading' };
  const page = first.data;
  if (page.lastPage <= 1 || page.items.length === 0) {
    return { status: 'ready', items: page.items, total: page.items.length, rest: 'done', retryRest };
  }
  const mine = rest && rest.key === key && rest.round === round ? rest : null;
  const status = mine?.status ?? 'loading';
  const items = mine ? [...page.items, ...mine.items] : page.items;
  return { status: 'ready', items, total: status === 'done' ? items.length : Math.max(page.total, items.length), rest: status, retryRest };
}
