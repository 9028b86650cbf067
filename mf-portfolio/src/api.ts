import type { portfolioApi } from '@site/shared/api';

/** The portfolio's endpoint group of '@site/shared' (queries and calls), loaded on demand. */
export type PortfolioApi = Awaited<ReturnType<typeof portfolioApi>>;
