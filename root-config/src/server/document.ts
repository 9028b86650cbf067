import { EACH_PARTS_HINT_ATTRIBUTE, SERVER_LANGUAGE_ATTRIBUTE } from '@site/shared/state';
import { PAGE_DATA_ELEMENT_ID, type Language } from '@site/shared/contract';
import { SERVER_RENDERED_ATTRIBUTE } from '@site/shared/react';
import type { AppName } from '@site/shared/site';
import { escapeAttribute } from './html';

/** What goes into the built index.html for one page. */
export interface PageParts {
  lang: Language;
  /** title, description, canonical, hreflang, Open Graph, JSON-LD (head-tags.ts) */
  head: string;
  /** the sections' stylesheets and preloads */
  links: string;
  header: string | null;
  footer: string | null;
  /** the content app's slot; null: the browser renders it */
  main: { app: AppName; html: string } | null;
  /** the page data as JSON text, already safe inside a script element */
  data: string;
  /** HTML before the header, outside every slot (the preview bar; '' for none) */
  banner?: string;
}

/** What the built page's own generic head says, which the page's head replaces. */
const generic = { title: /<title>[\s\S]*?<\/title>/i, description: /<meta\s+name="?description"?[^>]*>/i };

/** Where the page's parts go: each must be in the built page. */
const markers = {
  html: /<html\b[^>]*>/i,
  headEnd: /<\/head>/i,
  header: /<div\s+id="?shell-header"?\s*><\/div>/i,
  main: /<main\s+id="?main"?\s+tabindex="?-1"?\s*><\/main>/i,
  footer: /<div\s+id="?shell-footer"?\s*><\/div>/i,
  bodyEnd: /<\/body>/i,
} as const;

/**
 * The built index.html as a template of the server-rendered page: `<html>` gets the page's
 * `lang`, `dir` and the language it was rendered in; the generic title and description give
 * way to the page's head; the slots get their HTML (marked `data-ssr`, so the apps hydrate
 * them); the page data goes before `</body>`. Everything else of the built page (the boot
 * script, the font preload, the host's stylesheet and script) stays byte for byte, so the
 * hashes of its inline scripts in the Content-Security-Policy still hold.
 *
 * Throws when the page lacks a marker: the server then answers the plain page.
 */
export function pageTemplate(built: string): (parts: PageParts) => string {
  for (const [name, marker] of Object.entries(markers)) {
    if (!marker.test(built)) throw new Error(`index.html has no ${name} marker (${marker.source})`);
  }
  const html = built.replace(generic.title, '').replace(generic.description, '');
  return (parts) => {
    const dir = parts.lang === 'ar' ? 'rtl' : 'ltr';
    const slot = (id: string, content: string | null) =>
      content === null ? `<div id="${id}"></div>` : `<div id="${id}" ${SERVER_RENDERED_ATTRIBUTE}="">${content}</div>`;
    const main = parts.main ? slot(`app-${parts.main.app}`, parts.main.html) : '';
    // A long text laid out block by block (an article's body): the layout script's cue (layout-later.ts).
    const eachParts = parts.main?.html.includes('below-fold-each') ? ` ${EACH_PARTS_HINT_ATTRIBUTE}=""` : '';
    return html
      .replace(markers.html, `<html lang="${parts.lang}" dir="${dir}" ${SERVER_LANGUAGE_ATTRIBUTE}="${escapeAttribute(parts.lang)}"${eachParts}>`)
      .replace(markers.headEnd, () => `${parts.head}${parts.links}</head>`)
      .replace(markers.header, () => `${parts.banner ?? ''}${slot('shell-header', parts.header)}`)
      .replace(markers.main, () => `<main id="main" tabindex="-1">${main}</main>`)
      .replace(markers.footer, () => slot('shell-footer', parts.footer))
      .replace(markers.bodyEnd, () => `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${parts.data}</script></body>`);
  };
}
