/** Set on `<html>` while the page's parts below the first screen skip their layout (layout-script.ts, components.css). */
export const LAYOUT_LATER_ATTRIBUTE = 'data-layout-later';
/** Set on a `.below-fold` part once it is laid out for good, while others still wait. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * Lays out every part of the page at once, before a script jumps down it: a jump onto parts
 * still at their estimated size would move what the visitor lands on. The inline layout script
 * (layout-script.ts, not in any bundle) stops when the attribute goes.
 */
export function layOutEveryPart(): void {
  document.documentElement.removeAttribute(LAYOUT_LATER_ATTRIBUTE);
}
