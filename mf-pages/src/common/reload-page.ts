/** Spec section 8: the Retry of a failed list reloads the page (its own module, so tests can watch it). */
export function reloadPage(): void {
  window.location.reload();
}
