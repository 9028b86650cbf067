/**
 * '@site/shared/embed': the embedded widgets' frame, which only the widgets use: `mountWidget`
 * (the shadow root and its stylesheet, the fonts registered on the partner's document, the
 * preference scope) and the widget's events. What the loader and the widgets agree on (the
 * attributes a partner writes, a widget module's interface, the space reserved) is the
 * contract's (`'@site/shared/contract'`: contract/widget*.ts). No page of the site loads it:
 * each widget's build bundles it (build/widget-build.ts).
 */
export { ReadyWhenShown, mountWidget, type PrefillCall, type WidgetDefinition, type WidgetProps } from './frame';
export { WidgetEventsContext, useWidgetEvents } from './events-context';
