import type { Client } from '../contract/clients';
import { clientsResponseSchema } from '../contract/clients';
import type { Language } from '../contract/envelope';
import { resolveAssetUrl } from '../format/assets';
import { getJson } from './get-json';
import { cacheLifetimes } from './policy';

export interface ClientView {
  id: number;
  name: string;
  description: string | null;
  /** resolved against the API host; null when missing or the `{token}` placeholder (show the icon) */
  logo: string | null;
  website: string | null;
}

export function toClientView(client: Client): ClientView {
  return {
    id: client.id,
    name: client.name,
    description: client.description?.trim() ? client.description : null,
    logo: resolveAssetUrl(client.logo),
    website: client.website?.trim() ? client.website : null,
  };
}

/** GET /v1/clients: `data` is the array. Static data: cached 30 minutes. */
export async function fetchClients(lang: Language, signal?: AbortSignal): Promise<ClientView[]> {
  const reply = await getJson('/v1/clients', clientsResponseSchema, { lang, ttl: cacheLifetimes.staticData, ...(signal && { signal }) });
  return reply.data.map(toClientView);
}
