import { deferredModule } from '@site/shared/request';

/** The content screens' icons (content-icons.ts), loaded on demand: `use(contentIcons())`. */
export const contentIcons = deferredModule(() => import(/* webpackChunkName: "content-icons" */ './content-icons'));
export type ContentIcons = typeof import('./content-icons');
