import type { WidgetEventDetails } from '@site/shared/widget-public';

/** The `detail` of each `nasaq:*` event, by event name (versioned: `v`). */
export type NasaqEventDetails = WidgetEventDetails;
export type NasaqEventName = keyof NasaqEventDetails;

/** The events each React prop listens to: `onReady` for `nasaq:ready`, and so on. */
export const EVENT_PROPS = {
  'nasaq:ready': 'onReady',
  'nasaq:submitted': 'onSubmitted',
  'nasaq:open-design': 'onOpenDesign',
} as const satisfies Record<NasaqEventName, string>;
