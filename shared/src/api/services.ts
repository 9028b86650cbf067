import type { Language } from '../contract/envelope';
import type { Service } from '../contract/services';
import { serviceDetailResponseSchema, servicesListResponseSchema } from '../contract/services';
import { resolveAssetUrl } from '../format/assets';
import { getJson } from './get-json';
import { segment } from './normalize';
import { cacheLifetimes } from './policy';

/** A service as screens use it: the contract's shape, already canonical, with its image resolved. */
export type ServiceView = Service;
export interface RelatedServiceView {
  id: number;
  slug: string;
  name: string;
  description: string;
}
export interface ServiceDetailView {
  service: ServiceView;
  related: RelatedServiceView[];
}

const view = (service: Service): ServiceView => ({ ...service, image_url: resolveAssetUrl(service.image_url) });

/** GET /v1/services: `data.data`. Static data: cached 30 minutes. */
export async function fetchServices(lang: Language, signal?: AbortSignal): Promise<ServiceView[]> {
  const reply = await getJson('/v1/services', servicesListResponseSchema, { lang, ttl: cacheLifetimes.staticData, ...(signal && { signal }) });
  return reply.data.data.map(view);
}

/** GET /v1/services/{id|slug}: `data.service`, `data.related_services`. */
export async function fetchService(idOrSlug: number | string, lang: Language, signal?: AbortSignal): Promise<ServiceDetailView> {
  const reply = await getJson(`/v1/services/${segment(idOrSlug)}`, serviceDetailResponseSchema, {
    lang,
    ttl: cacheLifetimes.staticData,
    ...(signal && { signal }),
  });
  return { service: view(reply.data.service), related: reply.data.related_services };
}
