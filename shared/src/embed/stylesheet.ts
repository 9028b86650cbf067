import { takeStartedRequest } from '@site/shared/request';

/**
 * The frame's own rules. The host stays a block whatever the partner's CSS says of it (an
 * inner `!important` wins over the page's). The widget's root takes nothing the partner's page
 * would pass down (`all: initial`: fonts, colours, line height, letter spacing) and paints its
 * own background, so its colours keep their contrast on any page, light or dark. It is the
 * container its layouts ask about (`@min-[560px]:`): a widget follows its own width, not the
 * viewport's.
 */
const FRAME_RULES = `
:host{display:block!important;visibility:visible!important;opacity:1!important}
.nasaq-widget{all:initial;display:block;container-type:inline-size;background:var(--bg);font-family:'Nasaq Plex Sans Arabic','Nasaq Plex Sans',system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;font-size:16px;line-height:1.6;color:var(--fg);text-align:start;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%}
.nasaq-widget.light{color-scheme:light}.nasaq-widget.dark{color-scheme:dark}
`;

/**
 * A constructed sheet for a shadow root, from a widget's stylesheet as its build wrote it (made fit
 * for a shadow root then: build/shadow-root-css.mjs) and the frame's own rules.
 */
function shadowStyleSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css + FRAME_RULES);
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
