/**
 * The partner page `npm run bench:embed` measures: a plain phone-width article (a heading and a
 * dozen paragraphs, a system font, no script of its own), with the snippet exactly as `/embed`
 * gives it (mf-pages' embedSnippet) after the first paragraph, as a partner would paste it: the
 * widgets in the partner's brand, the consultation filled in advance.
 */
import { DEFAULT_ATTRIBUTES, type WidgetAttributes, type WidgetKind, type WidgetStyle } from '@site/shared/contract';
import { embedSnippet } from '@site/mf-pages/embed-snippet';

const PARAGRAPH =
  'Our studio has worked with local shops for twelve years. We print, we frame and we deliver across the city; this page tells the story of how we started, what we make and who we make it for.';

/** The partner's brand (docs/embedding.md#styling), as /embed's row of controls writes it into the snippet. */
const BRAND: WidgetStyle = { accent: '#0f766e', radius: 8, font: 'system' };

/** The consultation filled in advance and labelled, as a partner whose visitor is signed in would write it (docs/embedding.md#prefill). */
const CONSULTATION: Partial<WidgetAttributes> = {
  prefill: { name: 'Layla Haddad', email: 'layla@example.com', phone: '+966 55 123 4567' },
  source: 'article-footer',
};

/** The snippet of each widget as `/embed` gives it for English, styled, the form prefilled; both share one script line. */
export function partnerSnippet(site: string, kinds: WidgetKind[]): string {
  const lines = kinds.map((widget) =>
    embedSnippet(site, { widget, attributes: { ...DEFAULT_ATTRIBUTES, lang: 'en', ...(widget === 'consultation' ? CONSULTATION : {}) }, style: BRAND }).split(
      '\n',
    ),
  );
  return [lines[0]?.[0] ?? '', ...lines.map((snippet) => snippet[1] ?? '')].join('\n');
}

/** The article, with `snippet` after its first paragraph (none: the page alone), and marks for the timings. */
export function partnerArticle(snippet: string): string {
  const paragraphs = Array.from({ length: 12 }, (_, index) => `<p>${index + 1}. ${PARAGRAPH}</p>`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A partner's article</title>
<style>body{margin:0 auto;max-width:42rem;padding:1rem;font:1.0625rem/1.6 system-ui,sans-serif;color:#222}h1{font-size:1.75rem;line-height:1.25}</style>
<script>window.firstRender = new Promise((resolve) => document.addEventListener('nasaq:ready', () => resolve(performance.now()), { once: true }));</script>
</head><body><h1>How we work</h1>
${paragraphs[0]}
<script>window.scriptTag = performance.now();</script>
${snippet}
${paragraphs.slice(1).join('\n')}
</body></html>`;
}
