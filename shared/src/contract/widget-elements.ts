import type { ConsultationServiceId, Country } from './choices';

/**
 * The attributes a partner writes on each element (docs/embedding.md#attributes), as values of
 * HTML: what `parseAttributes` reads (widget-attributes.ts holds its list to these) and what the
 * npm package `@nasaq/embed` types its React props and JSX elements with. Zod-free: the package's
 * declarations carry these types as they are.
 */
export type WidgetLanguage = 'ar' | 'en';
export type WidgetKind = 'portfolio' | 'consultation';
export type WidgetTheme = 'light' | 'dark' | 'auto';

/**
 * The consultation form's fields a partner may fill in advance, by the names of the form's
 * fields and the API's payload (`service` is the payload's `service_id`).
 */
export const PREFILL_FIELDS = ['name', 'email', 'phone', 'service', 'country', 'description'] as const;
export type PrefillField = (typeof PREFILL_FIELDS)[number];
export type Prefill = Partial<Record<PrefillField, string>>;

interface CommonElementAttributes {
  /** the widget's language; its direction follows (right to left in Arabic). Default `ar`. */
  lang?: WidgetLanguage;
  /** `auto` follows the visitor's `prefers-color-scheme`. Default `auto`. */
  theme?: WidgetTheme;
}

export interface PortfolioElementAttributes extends CommonElementAttributes {
  /** how many designs, 1–24. Default 6. */
  limit?: number | `${number}`;
}

export interface ConsultationElementAttributes extends CommonElementAttributes {
  /** the service preselected (its `service_id`, 1–9) */
  service?: ConsultationServiceId;
  /** the form's fields filled in advance, checked as the form checks them (docs/embedding.md#prefill) */
  name?: string;
  email?: string;
  phone?: string;
  country?: Country;
  description?: string;
  /** where on the partner's site the request comes from: up to 100 printable characters (docs/embedding.md#attribution) */
  source?: string;
}
