/** The Retry of a failed list reloads the page (docs/product.md#loading-error-empty); its own module, so tests can watch it. */
export function reloadPage(): void {
  window.location.reload();
}
