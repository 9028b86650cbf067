import { snippetMinHeight, widgetStyleDeclarations, widgetStyleQuery, type WidgetAttributes, type WidgetKind, type WidgetStyle } from '@site/shared/contract';

export interface SnippetChoice {
  widget: WidgetKind;
  attributes: WidgetAttributes;
  /** the partner's brand (docs/embedding.md#styling); absent: the site's own */
  style?: WidgetStyle;
}

/** The preview page of a choice (api/src/site/embed-files.ts): a partner-like page with that one widget. */
export function previewPath({ widget, attributes, style }: SnippetChoice): string {
  const query = new URLSearchParams({ widget, lang: attributes.lang, theme: attributes.theme });
  if (widget === 'portfolio') query.set('limit', String(attributes.limit));
  if (widget === 'consultation' && attributes.service) query.set('service', attributes.service);
  for (const [name, value] of style ? widgetStyleQuery(style) : []) query.set(name, value);
  return `/embed/preview?${query.toString()}`;
}

/** Text as the value of a double-quoted HTML attribute. */
const attributeText = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The two lines a partner copies for a choice: the loader from the site's origin (`origin`, or
 * root-relative while it is not known yet, on the server), and the element with the attributes
 * chosen (the defaults left out, except the language, which a partner will want to see) and its
 * size: a block that keeps the widget's space from the first paint (`snippetMinHeight`), as the
 * embeds partners already use put theirs in the snippet, then the brand chosen, as the widget's
 * custom properties.
 */
export function embedSnippet(origin: string, { widget, attributes, style }: SnippetChoice): string {
  const parts = [`lang="${attributes.lang}"`];
  if (attributes.theme !== 'auto') parts.push(`theme="${attributes.theme}"`);
  if (widget === 'portfolio' && attributes.limit !== 6) parts.push(`limit="${attributes.limit}"`);
  if (widget === 'consultation' && attributes.service) parts.push(`service="${attributes.service}"`);
  if (widget === 'consultation') {
    for (const [name, value] of Object.entries(attributes.prefill)) parts.push(`${name}="${attributeText(value)}"`);
    if (attributes.source) parts.push(`source="${attributeText(attributes.source)}"`);
  }
  const brand = style ? widgetStyleDeclarations(style) : '';
  const size = `display:block;min-block-size:${snippetMinHeight(widget, attributes)}${brand ? `;${brand}` : ''}`;
  return `<script src="${origin}/embed.js" async></script>\n<nasaq-${widget} ${parts.join(' ')} style="${size}"></nasaq-${widget}>`;
}
