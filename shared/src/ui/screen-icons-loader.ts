import { deferredModule } from '../api/deferred';

/** The icons of screen-icons.ts as a module a component can `use()`; see screen-icons.ts. */
export const screenIcons = deferredModule(() => import(/* webpackChunkName: "screen-icons" */ './screen-icons'));
export type ScreenIcons = Awaited<ReturnType<typeof screenIcons>>;
