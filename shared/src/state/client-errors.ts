import type { ClientErrorKind, RemoteName } from '@site/shared/contract';

/** An error the page caught: how (`kind`), what, and the section it came from when the catcher knows it. */
export interface CaughtError {
  kind: ClientErrorKind;
  error: unknown;
  section?: RemoteName;
}

let reporter: ((caught: CaughtError) => void) | null = null;

/**
 * Where the page's caught errors go: the host sets its beacon (root-config/src/client-errors.ts),
 * so the sections' error boundaries and the host's loaders report through one door and send
 * nothing themselves (docs/scaling.md, "Browser error reports").
 */
export function setErrorReporter(next: (caught: CaughtError) => void): void {
  reporter = next;
}

/** Reports a caught error; nothing happens where no reporter is set (a test, a widget's own copy). */
export function reportError(caught: CaughtError): void {
  reporter?.(caught);
}
