import { takeStartedRequest } from '@site/shared/api';
/** Pixels in a `rem` of the site's own pages (the browsers' default root font size). */
const REM_PX = 16;

/**
 * A widget's stylesheet, made fit for a shadow root:
 * - `:root` rules (the palette's tokens) apply to the host: a shadow tree has no `:root`;
 * - `rem` lengths become pixels: inside a shadow root `rem` is the partner page's root font size
 *   (a page with `html { font-size: 62.5% }` would shrink the widget to 10 px text and inputs that
 *   make iOS zoom in on focus); the site's own pages keep `rem` at 16 px, so the widget is sized
 *   as on the site, whatever the partner's `<html>` says;
 * - the font families are our own names (registered on the document by `registerWidgetFonts`),
 *   so a partner's own "IBM Plex Sans" (another version, other files) is never mixed in;
 * - Tailwind 4's `@property` rules are not registered from a shadow root (browsers ignore them
 *   there), and the utilities that compose `--tw-*` variables (shadows, transforms, rings) would
 *   be invalid without their initial values: those values are set on every element instead, in
 *   the lowest layer, as Tailwind's own fallback for older browsers does.
 */
export function shadowCss(css: string): string {
  return css
    .replace(/(^|[^\w.-])(-?(?:\d+\.?\d*|\.\d+))rem\b/g, (_match, before: string, value: string) => `${before}${Number((Number(value) * REM_PX).toFixed(4))}px`)
    .replace(/:root\b/g, ':host')
    .replace(/(['"])IBM Plex Sans Arabic\1/g, "'Nasaq Plex Sans Arabic'")
    .replace(/(['"])IBM Plex Sans\1/g, "'Nasaq Plex Sans'");
}

/** `*{--tw-x: initial value}` for every non-inherited `@property` of the sheet. */
function propertyDefaults(sheet: CSSStyleSheet): string {
  const declarations: string[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (typeof CSSPropertyRule !== 'undefined' && rule instanceof CSSPropertyRule) {
        if (!rule.inherits && rule.initialValue !== null && rule.initialValue !== '') declarations.push(`${rule.name}:${rule.initialValue}`);
      } else if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) {
        visit(rule.cssRules);
      }
    }
  };
  visit(sheet.cssRules);
  return declarations.length ? `@layer properties{*,::before,::after,::backdrop{${declarations.join(';')}}}` : '';
}

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

/** A constructed sheet for a shadow root, from a stylesheet's text (see shadowCss). */
export function shadowStyleSheet(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(shadowCss(css) + FRAME_RULES);
  const defaults = propertyDefaults(sheet);
  if (defaults) sheet.insertRule(defaults, sheet.cssRules.length);
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
