import { loadOfflineStore } from '@site/shared/offline';
import { submissionsApi } from '@site/shared/api';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while hydrating, true once this component runs in the browser. A
 * form's submit button waits for it: pressed before the code is there, the browser would send
 * the form itself, putting what the visitor typed into the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The submissions group of '@site/shared' (the contract's schemas, the POSTs): loaded on demand, never with the first page. */
export type SubmissionRules = Awaited<ReturnType<typeof submissionsApi>>;

/** Starts loading the schemas when the visitor first reaches the form, so checking on submit does not wait for them. */
export function preloadRules(): void {
  submissionsApi().catch(() => undefined); // The submit tries again and reports it.
}

/**
 * Starts loading the offline outbox (idb, the store: about 8 KB gzip) once the visitor is in
 * the form, while the network is still there: a send that finds no network later must be able
 * to keep the message without downloading anything. Not with the page: most visitors never
 * write.
 */
export function preloadOutbox(): void {
  loadOfflineStore().catch(() => undefined); // Without it a send with no network shows the failure as it is.
}

/** A form's `onFocus`: the visitor is in it, so both the rules and the outbox are wanted. */
export function preloadSending(): void {
  preloadRules();
  preloadOutbox();
}

/** The form's fields by name, as text (trimmed by the rules, not here). */
export function readForm<F extends string>(form: HTMLFormElement, names: readonly F[]): Record<F, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    names.map((name) => {
      const value = data.get(name);
      // Our forms have no file input: anything but text reads as empty.
      return [name, typeof value === 'string' ? value : ''];
    }),
  ) as Record<F, string>;
}

/**
 * Runs a callback after the next render has reached the page: moving focus to what that render
 * showed (the first field marked invalid, a message, the success heading) and scrolling to it.
 */
export function useAfterRender(): (run: () => void) => void {
  const queued = useRef<(() => void) | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const run = queued.current;
    queued.current = null;
    run?.();
  }, [tick]);
  return useCallback((run: () => void) => {
    queued.current = run;
    setTick((count) => count + 1);
  }, []);
}

/** Focus to the first field marked invalid, in the page's order: a screen reader reads its label and its error. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

export type Problems<F extends string> = Partial<Record<F, string>>;

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

/** Whether the visitor asked for less motion (smooth scrolling then jumps). */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
