export type * from './types';
export { EMBED_RUNTIME_KEY } from './types';
export { mountWidget, ReadyWhenShown, type WidgetProps } from './frame';
export { useWidgetEvents, WidgetEventsContext } from './events-context';
