import { portfolioApi } from '@site/shared/api';

/** The portfolio's endpoint group of '@site/shared' (queries and calls), loaded on demand. */
export type PortfolioApi = Awaited<ReturnType<typeof portfolioApi>>;

/**
 * The endpoint group if it is loaded, else null: a route's `reads`, `head` and `status` run
 * after its `preload` on the server (so it is there), but in the browser the head may be asked
 * for before the screen has loaded it.
 */
export function loadedPortfolioApi(): PortfolioApi | null {
  const group = portfolioApi() as Promise<PortfolioApi> & { status?: string; value?: PortfolioApi };
  return group.status === 'fulfilled' && group.value ? group.value : null;
}
