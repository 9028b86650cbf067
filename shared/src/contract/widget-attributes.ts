/**
 * The attributes of `<nasaq-portfolio>` and `<nasaq-consultation>`, parsed: by the loader
 * (`/embed.js`, which bundles this file alone) and by the server's preview page.
 */
import { attributionLabel } from './attribution';
import { consultationServiceIds } from './choices';
import type { Prefill, WidgetAttributes, WidgetKind, WidgetTheme } from './widget';
import type { ConsultationElementAttributes, PortfolioElementAttributes } from './widget-elements';

/** The consultation's attributes that fill its form (`service` is read on its own, above them). */
const PREFILL_ATTRIBUTES = ['name', 'email', 'phone', 'country', 'description'] as const;

/**
 * The attributes a widget element watches (a change renders it again): every attribute of the
 * elements as the contract types them (widget-elements.ts), no more and no fewer (tsc holds the two
 * together: the record needs each name once).
 */
type Name = keyof PortfolioElementAttributes | keyof ConsultationElementAttributes;
const ELEMENT_ATTRIBUTES: Record<Name, true> = {
  lang: true,
  theme: true,
  limit: true,
  service: true,
  source: true,
  name: true,
  email: true,
  phone: true,
  country: true,
  description: true,
};
export const WATCHED_ATTRIBUTES = Object.keys(ELEMENT_ATTRIBUTES) as readonly Name[];

/** The longest prefill value read (the form's longest field, the description, takes 5 000): anything longer is not read. */
const PREFILL_MAX = 5000;

export const DEFAULT_ATTRIBUTES: WidgetAttributes = { lang: 'ar', theme: 'auto', limit: 6, service: null, prefill: {}, source: null };
export const LIMIT_RANGE = { min: 1, max: 24 } as const;

export interface ParsedAttributes {
  attributes: WidgetAttributes;
  /** one line per bad value, naming it and the default used instead */
  problems: string[];
}

const THEMES: readonly WidgetTheme[] = ['light', 'dark', 'auto'];

/**
 * A widget element's attributes as the widget needs them. Missing means the default; a bad
 * value also means the default, and a problem to warn about (never an exception: a typo in a
 * partner's HTML must not break their page). `lang` and `theme` ignore case and spaces;
 * `limit` is a whole number 1–24; `service` one of the service ids (consultation only: the
 * portfolio ignores it, as the consultation ignores `limit`); `source` a label of at most 100
 * printable characters; `name`, `email`, `phone`, `country` and `description` are kept as written
 * (the consultation widget checks them with its form's rules, which the loader does not carry).
 */
export function parseAttributes(kind: WidgetKind, read: (name: Name) => string | null): ParsedAttributes {
  const problems: string[] = [];
  const bad = (name: Name, value: string, fallback: string) =>
    problems.push(`<nasaq-${kind}> ${name}="${value.slice(0, 80)}" is not valid; using ${fallback}.`);

  const attributes: WidgetAttributes = { ...DEFAULT_ATTRIBUTES, prefill: {} };

  const lang = read('lang');
  if (lang !== null) {
    const value = lang.trim().toLowerCase();
    if (value === 'ar' || value === 'en') attributes.lang = value;
    else bad('lang', lang, `"${DEFAULT_ATTRIBUTES.lang}" (ar or en)`);
  }

  const theme = read('theme');
  if (theme !== null) {
    const value = theme.trim().toLowerCase();
    if ((THEMES as readonly string[]).includes(value)) attributes.theme = value as WidgetTheme;
    else bad('theme', theme, `"${DEFAULT_ATTRIBUTES.theme}" (light, dark or auto)`);
  }

  const limit = read('limit');
  if (kind === 'portfolio' && limit !== null) {
    const value = limit.trim();
    const count = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (count >= LIMIT_RANGE.min && count <= LIMIT_RANGE.max) attributes.limit = count;
    else bad('limit', limit, `${DEFAULT_ATTRIBUTES.limit} (a whole number from ${LIMIT_RANGE.min} to ${LIMIT_RANGE.max})`);
  }

  const service = read('service');
  if (kind === 'consultation' && service !== null && service.trim() !== '') {
    const value = service.trim();
    if ((consultationServiceIds as readonly string[]).includes(value)) attributes.service = value;
    else bad('service', service, `no preselected service (ids ${consultationServiceIds[0]} to ${consultationServiceIds.at(-1)})`);
  }

  if (kind === 'consultation') {
    const source = read('source');
    if (source !== null && source.trim() !== '') {
      attributes.source = attributionLabel(source);
      if (!attributes.source) bad('source', source, 'none (at most 100 printable characters)');
    }
    // As written: the widget checks each with the form's own rules (docs/embedding.md#prefill).
    const prefill: Prefill = {};
    for (const name of PREFILL_ATTRIBUTES) {
      const value = read(name)?.trim();
      if (!value) continue;
      if (value.length <= PREFILL_MAX) prefill[name] = value;
      else bad(name, value, 'an empty field (too long)');
    }
    attributes.prefill = prefill;
  }

  return { attributes, problems };
}
