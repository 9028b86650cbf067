/**
 * The brand a partner gives a widget on /embed's live row of controls (docs/embedding.md#styling):
 * an accent colour, a corner radius and a font, written into the snippet's `style` attribute as
 * the widget's custom properties and into the preview page's. A closed set of values, checked here
 * for both: the preview page writes only what this returns, never the query's text.
 */
export const WIDGET_FONTS = {
  /** the site's own (IBM Plex Sans Arabic and IBM Plex Sans): no property set */
  site: null,
  system: "system-ui, -apple-system, 'Segoe UI', Tahoma, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
} as const;
export type WidgetFont = keyof typeof WIDGET_FONTS;

export interface WidgetStyle {
  /** `#rrggbb`, or null for the site's own */
  accent: string | null;
  /** in pixels, 0–32, or null for the site's own (20) */
  radius: number | null;
  font: WidgetFont;
}

export const DEFAULT_WIDGET_STYLE: WidgetStyle = { accent: null, radius: null, font: 'site' };
export const RADIUS_RANGE = { min: 0, max: 32 } as const;

/** A style from its query (`accent=%23e11d48&radius=8&font=serif`): each value that is not one of the set is the default. */
export function parseWidgetStyle(read: (name: 'accent' | 'radius' | 'font') => string | null): WidgetStyle {
  const accent = read('accent')?.trim().toLowerCase() ?? '';
  const radius = read('radius')?.trim() ?? '';
  const font = read('font') ?? '';
  const pixels = /^\d{1,2}$/.test(radius) ? Number(radius) : Number.NaN;
  return {
    accent: /^#[0-9a-f]{6}$/.test(accent) ? accent : null,
    radius: pixels >= RADIUS_RANGE.min && pixels <= RADIUS_RANGE.max ? pixels : null,
    font: font in WIDGET_FONTS ? (font as WidgetFont) : 'site',
  };
}

/** The style's custom properties as CSS declarations (`--nasaq-accent:#e11d48;--nasaq-radius:8px`); empty for the site's own. */
export function widgetStyleDeclarations(style: WidgetStyle): string {
  const declarations: string[] = [];
  if (style.accent) declarations.push(`--nasaq-accent:${style.accent}`);
  if (style.radius !== null) declarations.push(`--nasaq-radius:${style.radius}px`);
  const family = WIDGET_FONTS[style.font];
  if (family) declarations.push(`--nasaq-font-family:${family}`);
  return declarations.join(';');
}

/** The style's values as the preview page's query reads them (only those that are not the default). */
export function widgetStyleQuery(style: WidgetStyle): [string, string][] {
  const query: [string, string][] = [];
  if (style.accent) query.push(['accent', style.accent]);
  if (style.radius !== null) query.push(['radius', String(style.radius)]);
  if (style.font !== 'site') query.push(['font', style.font]);
  return query;
}
