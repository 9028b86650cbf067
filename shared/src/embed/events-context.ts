import { createContext, useContext } from 'react';
import type { WidgetEvents } from '@site/shared/contract';

/** The element's events, for the widget inside the frame (null outside a widget). */
export const WidgetEventsContext = createContext<WidgetEvents | null>(null);

export function useWidgetEvents(): WidgetEvents | null {
  return useContext(WidgetEventsContext);
}
