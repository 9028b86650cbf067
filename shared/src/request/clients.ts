import type { Client, ClientsResponse } from '@site/shared/contract';
import { resolveAssetUrl } from './assets';
import { withQuery } from './normalize';
import type { PageView } from './page-view';
import { cacheLifetimes } from './policy';
import { defineQuery, type Query } from './query';

export interface ClientView {
  id: number;
  name: string;
  description: string | null;
  /** resolved against the API host; null when missing or the `{token}` placeholder (show the icon) */
  logo: string | null;
  website: string | null;
}

function toClientView(client: Client): ClientView {
  return {
    id: client.id,
    name: client.name,
    description: client.description?.trim() ? client.description : null,
    logo: resolveAssetUrl(client.logo),
    website: client.website?.trim() ? client.website : null,
  };
}

const CLIENTS = '/v1/clients';

/** The home page shows the first 6 clients (docs/product.md#business-constants). */
export const HOME_CLIENTS = 6;

/** One page of clients; a reply without the page's fields (an API that sends the whole array) is one page. */
function toClientsPage(reply: ClientsResponse): PageView<ClientView> {
  const items = reply.data.map(toClientView);
  return {
    items,
    total: reply.total ?? items.length,
    currentPage: reply.current_page ?? 1,
    lastPage: reply.last_page ?? 1,
    perPage: reply.per_page ?? Math.max(1, items.length),
  };
}

function clientsPage(path: string): Query<PageView<ClientView>> {
  return defineQuery(
    path,
    (contract) => contract.clientsResponseSchema,
    (reply) => toClientsPage(reply),
    cacheLifetimes.staticData,
  );
}

/** GET /v1/clients: `data` is the array, its first page (the API's page size). Static data: cached 30 minutes. */
export const clientsQuery: Query<PageView<ClientView>> = clientsPage(CLIENTS);

/** GET /v1/clients?per_page=6: the home page's strip. */
export const homeClientsQuery: Query<PageView<ClientView>> = clientsPage(withQuery(CLIENTS, { per_page: HOME_CLIENTS }));

/** GET /v1/clients?page=n: a later page of /clients ('Load more'). */
export function clientsPageQuery(page: number): Query<PageView<ClientView>> {
  return page === 1 ? clientsQuery : clientsPage(withQuery(CLIENTS, { page }));
}
