/**
 * '@site/shared/widget-public': the widget elements' public types, zod-free, as the npm package
 * `@nasaq/embed` publishes them (its build copies these declarations into the package): the
 * attributes of each element, the events' details, and the choices they name.
 */
export type { ConsultationServiceId, Country } from './choices';
export type {
  ConsultationElementAttributes,
  PortfolioElementAttributes,
  Prefill,
  PrefillField,
  WidgetKind,
  WidgetLanguage,
  WidgetTheme,
} from './widget-elements';
export type { WidgetEventDetails, WidgetEventName } from './widget-events';
