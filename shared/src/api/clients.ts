import type { Client } from '@site/shared/contract';
import { resolveAssetUrl } from './assets';
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

/** GET /v1/clients: `data` is the array. Static data: cached 30 minutes. */
export const clientsQuery: Query<ClientView[]> = defineQuery(
  CLIENTS,
  (contract) => contract.clientsResponseSchema,
  (reply) => reply.data.map(toClientView),
  cacheLifetimes.staticData,
);
