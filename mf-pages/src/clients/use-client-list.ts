import { usePagedList, type PagedList } from '@site/shared/paging';
import { clientsPageQuery, clientsQuery, runQuery, sectionLoadPolicy, type ClientView } from '@site/shared/request';
import { useLanguage, useQuery } from '@site/shared/react';

/**
 * The /clients list a page at a time (`usePagedList`): the first page is the route's `useQuery`
 * (rendered by the server, tried 3 times 2 s apart), 'Load more' reads the next pages in the
 * browser. The API answers at most 50 clients a page, so neither the page nor its data grows
 * with the clients.
 */
export function useClientList(): PagedList<ClientView> {
  const lang = useLanguage();
  return usePagedList(useQuery(clientsQuery, { attempts: sectionLoadPolicy.attempts }), {
    key: lang,
    nextPage: (page, signal) => runQuery(clientsPageQuery(page), lang, signal),
  });
}
