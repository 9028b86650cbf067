/** Reloads the page: the retry of the spec's error states that says so (section 8). A module of its own, so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
