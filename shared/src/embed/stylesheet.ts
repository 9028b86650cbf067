import { takeStartedRequest } from '@site/shared/request';

/**
 * A constructed sheet for a shadow root, from a widget's stylesheet as its build wrote it: made fit
 * for a shadow root then (build/shadow-root-css.mjs), with the frame's own rules and the partner's
 * custom properties in it (shared/src/styles/widget-frame.css).
 */
function shadowStyleSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/** One sheet per stylesheet file, shared by every widget of that kind on the page. */
const sheets = new Map<string, Promise<CSSStyleSheet>>();

/**
 * A widget's stylesheet, fetched from the site (a CSS file of its build, not text inside its
 * JavaScript: it downloads beside the code, and costs the page no script to parse; the embed
 * loader has usually started it already) and constructed once. A failed load is forgotten, so
 * the next widget tries again.
 */
export function widgetStyleSheet(url: string): Promise<CSSStyleSheet> {
  let sheet = sheets.get(url);
  if (!sheet) {
    sheet = (takeStartedRequest(url) ?? fetch(url))
      .then((response) => {
        if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
        return response.text();
      })
      .then(shadowStyleSheet);
    sheet.catch(() => sheets.delete(url));
    sheets.set(url, sheet);
  }
  return sheet;
}
