/**
 * The outcome of a form sent without its code (docs/forms.md, "Without JavaScript"), which the
 * page was rendered with: set around the (synchronous) server render, and in the browser from the
 * page's data, so that the form hydrates in the state the server showed. Kept as it came (the
 * form checks it: `checkFormOutcome`, in the contract's html-forms.ts), taken by the form at its
 * first render and forgotten once it is mounted: a form shown later starts afresh.
 */
let outcome: unknown = null;

export function setFormOutcome(next: unknown): void {
  outcome = next ?? null;
}

export function pageFormOutcome(): unknown {
  return outcome;
}

export function forgetFormOutcome(): void {
  outcome = null;
}
