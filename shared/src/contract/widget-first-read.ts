import type { Language } from './envelope';
import type { WidgetAttributes, WidgetKind } from './widget';

/**
 * A call's URL: the API's base, the call's path and the language as `?lang=`
 * (docs/product.md#request-rules). The request client builds every URL with it (request/base.ts), and
 * the embed loader the widget's first read, so both ask for the same URL.
 */
export function apiCallUrl(base: string, path: string, lang: Language): string {
  return `${base}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/**
 * The API read a widget's first screen begins with, or null: its path as the widget's query
 * builds it (PortfolioWidget's `portfolioWidgetQuery`; its test holds the two together). The
 * embed loader starts it beside the widget's module and hands it over (docs/embedding.md).
 */
export function widgetFirstRead(kind: WidgetKind, attributes: WidgetAttributes): string | null {
  return kind === 'portfolio' ? `/v1/social-media?page=1&per_page=${attributes.limit}` : null;
}
