/**
 * '@site/shared/embed': what only the embedded widgets use (their frame, fonts, shadow-root
 * stylesheet and events). Not part of the '@site/shared' singleton, so no page of the site loads
 * it: each widget's container bundles it into its widget chunk, and it reaches the page's shared
 * state only through the bare '@site/shared' (see frame.tsx).
 */
export type * from './types';
export { EMBED_RUNTIME_KEY } from './types';
export { mountWidget, ReadyWhenShown, type WidgetProps } from './frame';
export { useWidgetEvents, WidgetEventsContext } from './events-context';
