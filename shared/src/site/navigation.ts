/**
 * Client-side navigation for the full site. `history.pushState` is patched by single-spa
 * (which re-routes the applications and fires `popstate`, which wouter listens to), so
 * one call moves every app to the new URL.
 */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
}

/** A click the browser should handle itself: new tab, new window, download, other target. */
export function isModifiedClick(event: { button: number; metaKey: boolean; altKey: boolean; ctrlKey: boolean; shiftKey: boolean }): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}
