import type { Prefill } from '@site/shared/widget-public';

/** The values `prefill()` takes: the consultation form's fields by their names. */
export type NasaqPrefill = Prefill;

/** `<nasaq-portfolio>` once the loader has defined it. */
export type NasaqPortfolioElement = HTMLElement;

/** `<nasaq-consultation>` once the loader has defined it: `prefill()` fills its form's fields, checked as the form checks them. */
export interface NasaqConsultationElement extends HTMLElement {
  prefill(values: NasaqPrefill): void;
}
