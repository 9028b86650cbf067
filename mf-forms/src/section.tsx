import { notFoundRoute, pageHead, defineSection } from '@site/shared/page';
import { ConsultationPage } from './consultation/ConsultationPage';

/** mf-forms as a section: its one full-page route (/consultation), as data, which its router renders and its server container loads. */
export const formsSection = defineSection('mf-forms', [
  {
    path: '/consultation',
    Screen: ConsultationPage,
    load: ({ meta }) => Promise.resolve({ reads: [], head: () => pageHead(meta, 'consultation') }),
  },
  notFoundRoute,
]);
