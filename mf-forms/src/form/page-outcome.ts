import { forgetFormOutcome, pageFormOutcome } from '@site/shared/state';
import { checkFormOutcome, type FormKind, type FormOutcome } from '@site/shared/contract';

/**
 * The outcome the page was rendered with (docs/forms.md, "Without JavaScript") when it is this
 * form's and well-formed: the page's data passes it on unchecked, and it is checked here, in the
 * forms' code, rather than in every page's first load.
 */
export function pageOutcomeOf(kind: FormKind): FormOutcome | null {
  const checked = checkFormOutcome(pageFormOutcome());
  return checked.ok && checked.value.form === kind ? checked.value : null;
}

/** The form took the page's outcome: a form of the kind shown later (another page) starts afresh. */
export function forgetOutcomeOf(kind: FormKind): void {
  if (pageOutcomeOf(kind)) forgetFormOutcome();
}
