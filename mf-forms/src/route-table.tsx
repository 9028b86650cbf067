import { notFoundRoute, pageHead, type AppRoute } from '@site/shared/page';
import { ConsultationPage } from './consultation/ConsultationPage';

/** mf-forms' full-page routes, as data: its router renders them and its server container loads them. */
export const formsRoutes: readonly AppRoute[] = [
  {
    path: '/consultation',
    Screen: ConsultationPage,
    load: ({ meta }) => Promise.resolve({ reads: [], head: () => pageHead(meta, 'consultation') }),
  },
  notFoundRoute,
];
