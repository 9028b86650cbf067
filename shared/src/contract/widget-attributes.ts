/**
 * The attributes of `<nasaq-portfolio>` and `<nasaq-consultation>`, parsed: by the loader
 * (`/embed.js`, which bundles this file alone) and by the server's preview page.
 */
import { consultationServiceIds } from './choices';
import type { WidgetAttributes, WidgetKind, WidgetTheme } from './widget';

/** The attributes a widget element watches: a change renders it again. */
export const WATCHED_ATTRIBUTES = ['lang', 'theme', 'limit', 'service'] as const;
type Name = (typeof WATCHED_ATTRIBUTES)[number];

export const DEFAULT_ATTRIBUTES: WidgetAttributes = { lang: 'ar', theme: 'auto', limit: 6, service: null };
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
 * portfolio ignores it, as the consultation ignores `limit`).
 */
export function parseAttributes(kind: WidgetKind, read: (name: Name) => string | null): ParsedAttributes {
  const problems: string[] = [];
  const bad = (name: Name, value: string, fallback: string) => problems.push(`<nasaq-${kind}> ${name}="${value}" is not valid; using ${fallback}.`);

  const attributes: WidgetAttributes = { ...DEFAULT_ATTRIBUTES };

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

  return { attributes, problems };
}
