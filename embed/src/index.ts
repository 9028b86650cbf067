/**
 * @nasaq/embed: the Nasaq widgets for partner sites. `loadWidgets({ site })` adds the site's
 * loader to the page once; the elements' attributes and events are typed here as the site's
 * contract defines them. React components: `@nasaq/embed/react`.
 */
export { loadWidgets, type LoadWidgetsOptions } from './load';
export type { NasaqEventDetails, NasaqEventName } from './events';
export type {
  ConsultationElementAttributes,
  ConsultationServiceId,
  Country,
  PortfolioElementAttributes,
  WidgetLanguage,
  WidgetTheme,
} from '@site/shared/widget-public';
export type { NasaqConsultationElement, NasaqPortfolioElement, NasaqPrefill } from './elements';
