import { clientsPageQuery, clientsQuery, isAbortError, runQuery, sectionLoadPolicy, type ClientView } from '@site/shared/request';
import { useLanguage, useQuery } from '@site/shared/react';
import { useCallback, useEffect, useRef, useState } from 'react';

export type ClientListState =
  | { status: 'loading'; attempt: number; attempts: number }
  | { status: 'error' }
  | {
      status: 'ready';
      items: ClientView[];
      hasMore: boolean;
      /** the next page: idle, on its way, or failed */
      more: 'idle' | 'loading' | 'error';
      loadMore: () => void;
    };

interface More {
  lang: string;
  items: ClientView[];
  pages: number;
  status: 'idle' | 'loading' | 'error';
}

/**
 * The /clients list a page at a time: the first page is the route's `useQuery` (rendered by the
 * server, tried 3 times 2 s apart), 'Load more' reads the next pages in the browser. The API
 * answers at most 50 clients a page, so neither the page nor its data grows with the clients.
 */
export function useClientList(): ClientListState {
  const lang = useLanguage();
  const first = useQuery(clientsQuery, { attempts: sectionLoadPolicy.attempts });
  const [more, setMore] = useState<More | null>(null);
  const mine = more?.lang === lang ? more : null;
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), [lang]);

  const pages = 1 + (mine?.pages ?? 0);
  const loadMore = useCallback(() => {
    if (mine?.status === 'loading') return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const kept = mine?.items ?? [];
    setMore({ lang, items: kept, pages: pages - 1, status: 'loading' });
    runQuery(clientsPageQuery(pages + 1), lang, current.signal).then(
      (page) => current.signal.aborted || setMore({ lang, items: [...kept, ...page.items], pages, status: 'idle' }),
      (error: unknown) => current.signal.aborted || isAbortError(error) || setMore({ lang, items: kept, pages: pages - 1, status: 'error' }),
    );
  }, [lang, mine, pages]);

  if (first.status === 'loading') return { status: 'loading', attempt: first.attempt, attempts: first.attempts };
  if (first.status === 'error') return { status: 'error' };
  const seen = new Set<number>();
  const items = [...first.data.items, ...(mine?.items ?? [])].filter((client) => !seen.has(client.id) && seen.add(client.id));
  return { status: 'ready', items, hasMore: pages < first.data.lastPage, more: mine?.status ?? 'idle', loadMore };
}
