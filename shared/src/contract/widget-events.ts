import type { WidgetKind } from './widget-elements';

/**
 * The `nasaq:*` DOM events of the widget elements: a public API partners build on
 * (docs/embedding.md#events). Every `detail` carries `v`, the version of its shape; a field added,
 * removed or retyped is a new version (widget-events.test.ts holds the published shapes).
 */
export const WIDGET_EVENTS_VERSION = 1;

export interface WidgetEventDetails {
  /** once per element, when the widget first shows its content (its data, or its empty or error state) */
  'nasaq:ready': { v: typeof WIDGET_EVENTS_VERSION; kind: WidgetKind };
  /** a consultation request stored by the server: its id as the inbox lists it (null only for a reply without one); no personal data */
  'nasaq:submitted': { v: typeof WIDGET_EVENTS_VERSION; kind: 'consultation'; id: number | null };
  /** the visitor opened a design inside `<nasaq-portfolio>`: its id and slug (its page is `/portfolio/{slug}`) */
  'nasaq:open-design': { v: typeof WIDGET_EVENTS_VERSION; kind: 'portfolio'; id: number; slug: string };
}
export type WidgetEventName = keyof WidgetEventDetails;

/** An event's `detail` as dispatched: its fields and the version of their shape. */
export function widgetEventDetail<N extends WidgetEventName>(_name: N, fields: Omit<WidgetEventDetails[N], 'v'>): WidgetEventDetails[N] {
  return { v: WIDGET_EVENTS_VERSION, ...fields } as WidgetEventDetails[N];
}
