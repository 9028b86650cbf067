import type { Service } from '@site/shared/contract';
import { resolveAssetUrl } from './assets';
import { segment } from './normalize';
import { cacheLifetimes } from './policy';
import { defineQuery, type Query } from './query';

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

const SERVICES = '/v1/services';

/** GET /v1/services: `data.data`. Static data: cached 30 minutes. */
export const servicesQuery: Query<ServiceView[]> = defineQuery(
  SERVICES,
  (contract) => contract.servicesListResponseSchema,
  (reply) => reply.data.data.map(view),
  cacheLifetimes.staticData,
);

/** GET /v1/services/{id|slug}: `data.service`, `data.related_services`. */
export function serviceQuery(idOrSlug: number | string): Query<ServiceDetailView> {
  const path = `${SERVICES}/${segment(idOrSlug)}`;
  return defineQuery(
    path,
    (contract) => contract.serviceDetailResponseSchema,
    (reply) => ({ service: view(reply.data.service), related: reply.data.related_services }),
    cacheLifetimes.staticData,
  );
}
