/**
 * '@site/shared/embed': what only the embedded widgets use (their frame, fonts, shadow-root
 * stylesheet and events). Not part of the '@site/shared' barrel, so no page of the site loads
 * it: each widget's build bundles it (build/widget-build.ts).
 */
export type * from './types';
export { mountWidget, ReadyWhenShown, type WidgetDefinition, type WidgetProps } from './frame';
export { useWidgetEvents, WidgetEventsContext } from './events-context';
