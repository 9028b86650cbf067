import type { Problems } from '@site/shared/contract';

export type { Problems };

export function hasProblems(problems: Problems<string>): boolean {
  return Object.keys(problems).length > 0;
}

/**
 * The problems to show once the visitor edited `fields`, checked again into `found`: a field
 * shown as wrong keeps its (possibly new) problem while it has one and is cleared when it has
 * none; a field not shown as wrong is not marked while it is being typed; other fields stay.
 */
export function recheckedProblems<F extends string>(shown: Problems<F>, found: Problems<F>, fields: readonly F[]): Problems<F> {
  const next = { ...shown };
  for (const field of fields) {
    const problem = found[field];
    if (problem && shown[field]) next[field] = problem;
    else delete next[field];
  }
  return next;
}

/** Of a problem list that came from outside (the server's outcome), the form's own fields. */
export function problemsOf<F extends string>(fields: readonly F[], problems: Readonly<Problems<string>> | undefined): Problems<F> {
  const own: Problems<F> = {};
  for (const field of fields) if (problems?.[field]) own[field] = problems[field];
  return own;
}
