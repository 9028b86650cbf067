import { serviceQuery } from '@site/shared/request';
import type { RouteParams } from '@site/shared/page';

/** The service image spans the page's content width: 1216 px at most (the page preloads it with these sizes). */
export const SERVICE_IMAGE_SIZES = '(min-width: 1280px) 1216px, calc(100vw - 2rem)';
/**
 * A service card's image: the grid is at most three columns of the 80rem page, about 390 px wide
 * from 1280 px on (/services preloads its first card's with these sizes). Here, not beside the
 * card, so the route table in the entry chunk does not pull the card in.
 */
export const SERVICE_CARD_SIZES =
  '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 5rem) / 2), calc(100vw - 2rem)';

/** The `{id}` of /services/{id} as the API takes it: the address keeps it percent-encoded. */
function serviceIdOf(params: RouteParams): string {
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
