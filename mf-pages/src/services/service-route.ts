import { serviceQuery, type RouteParams } from '@site/shared';

/** The service image spans the page's content width: 1216 px at most (the page preloads it with these sizes). */
export const SERVICE_IMAGE_SIZES = '(min-width: 1280px) 1216px, calc(100vw - 2rem)';

/** The `{id}` of /services/{id} as the API takes it: the address keeps it percent-encoded. */
export function serviceIdOf(params: RouteParams): string {
  const raw = params['id'] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The query of the service an address names: the same for the route's reads, status and head and for its screen. */
export function serviceQueryOf(params: RouteParams) {
  return serviceQuery(serviceIdOf(params));
}
