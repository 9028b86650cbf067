/**
 * '@site/shared/embed': the embedded widgets' frame, which only the widgets use: `mountWidget`
 * (the shadow root and its stylesheet, the fonts registered on the partner's document, the
 * preference scope) and the widget's events. What the loader, the runtime and the widgets agree
 * on (the attributes a partner writes, the runtime's interface) is the contract's
 * (`'@site/shared/contract'`: contract/widget.ts). No page of the site loads it.
 */
export { ReadyWhenShown, mountWidget, type WidgetProps } from './frame';
export { WidgetEventsContext, useWidgetEvents } from './events-context';
