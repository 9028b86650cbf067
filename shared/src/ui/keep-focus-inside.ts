import type { KeyboardEvent } from 'react';

const focusable = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal `<dialog>`'s keydown handler for Tab: Tab and Shift+Tab go round the dialog's own
 * controls. A modal dialog makes the page behind inert, but after its last control a browser
 * moves focus out to its own toolbar: here it comes back to the first (and from the dialog
 * itself, or from outside it, to the first or the last).
 */
export function keepFocusInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  // The dialog's own root: inside an embedded widget's shadow root, the document only sees the host.
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
  const active = root.activeElement;
  const inside = active instanceof HTMLElement && event.currentTarget.contains(active) && active !== event.currentTarget;
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
