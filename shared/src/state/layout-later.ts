/** Set on `<html>` while the page's parts below the first screen skip their layout (layout-script.ts, components.css). */
export const LAYOUT_LATER_ATTRIBUTE = 'data-layout-later';
/** Set on a `.below-fold` part once it is laid out for good, while others still wait. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';
/**
 * Set on `<html>` while the blocks of a `.below-fold-each` (an article's body, a list page's cards) skip their layout.
 * Apart from `data-layout-later` because its rule (`.below-fold-each > :not([data-laid-out])`)
 * names no class of the element it styles: Chromium can then not tell which elements a change of
 * the root's attribute touches, and recomputes the style of the whole page (13 to 20 ms without
 * a slowdown on the laid-out home page, measured). Only a page with such a part carries it, so
 * the others end their wait for the price of their `.below-fold` parts alone; and a page that
 * has one keeps it, matching nothing, until the next navigation (layout-script.ts).
 */
export const LAYOUT_EACH_ATTRIBUTE = 'data-layout-each';
/** Put on `<html>` by the server when the page has a `.below-fold-each`: the layout script then sets `data-layout-each` (no style reads it, so a page without scripts lays everything out). */
export const EACH_PARTS_HINT_ATTRIBUTE = 'data-each-parts';

/**
 * Lays out every part of the page at once, before a script jumps down it: a jump onto parts
 * still at their estimated size would move what the visitor lands on. The inline layout script
 * (layout-script.ts, not in any bundle) stops when the attribute goes.
 */
export function layOutEveryPart(): void {
  document.documentElement.removeAttribute(LAYOUT_LATER_ATTRIBUTE);
  document.documentElement.removeAttribute(LAYOUT_EACH_ATTRIBUTE);
}
