/**
 * Runs `run` at the browser's next idle moment (within two seconds), or after the current task
 * where there is no `requestIdleCallback` (Safari): what a widget does once it is ready and the
 * partner's page has its turn first.
 */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
