import type { WidgetAttributes, WidgetKind } from '@site/shared/contract';

export interface SnippetChoice {
  widget: WidgetKind;
  attributes: WidgetAttributes;
}

/** The preview page of a choice (api/src/site/embed-files.ts): a partner-like page with that one widget. */
export function previewPath({ widget, attributes }: SnippetChoice): string {
  const query = new URLSearchParams({ widget, lang: attributes.lang, theme: attributes.theme });
  if (widget === 'portfolio') query.set('limit', String(attributes.limit));
  if (widget === 'consultation' && attributes.service) query.set('service', attributes.service);
  return `/embed/preview?${query.toString()}`;
}

/**
 * The two lines a partner copies for a choice: the loader from the site's origin (`origin`, or
 * root-relative while it is not known yet, on the server), and the element with the attributes
 * chosen (the defaults left out, except the language, which a partner will want to see).
 */
export function embedSnippet(origin: string, { widget, attributes }: SnippetChoice): string {
  const parts = [`lang="${attributes.lang}"`];
  if (attributes.theme !== 'auto') parts.push(`theme="${attributes.theme}"`);
  if (widget === 'portfolio' && attributes.limit !== 6) parts.push(`limit="${attributes.limit}"`);
  if (widget === 'consultation' && attributes.service) parts.push(`service="${attributes.service}"`);
  return `<script src="${origin}/embed.js" async></script>\n<nasaq-${widget} ${parts.join(' ')}></nasaq-${widget}>`;
}
