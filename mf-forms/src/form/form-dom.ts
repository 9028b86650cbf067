import { FORM_LIVE_EVENT } from '@site/shared/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

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
 * The form's code is in: says so to the form element (the contract's `FORM_LIVE_EVENT`), so that a
 * block holding a press made before it lets its submits through from now on. True when a press
 * waited for it, which the form then replays, once (held-submits.ts in '@site/shared/blocks').
 */
export function formIsLive(form: HTMLFormElement): boolean {
  return !form.dispatchEvent(new Event(FORM_LIVE_EVENT, { cancelable: true }));
}

/**
 * Runs a callback after the next render has reached the page: moving focus to what that render
 * showed (the first field marked invalid, a message, the success heading) and scrolling to it.
 *
 * Each call is numbered, and the render it asks for carries that number: the callback runs in
 * the effect of that very render, never in the effect of an earlier one still pending. React runs
 * a render's pending effects before it starts the next render, so without the number a fast reply
 * ('sending', then 'sent' before the first render's effects had run) ran 'sent''s callback on the
 * page of 'sending', where the success message it focuses did not exist yet (form-dom.test.tsx).
 * A call made before the last one ran replaces it: only the newest state's callback runs.
 */
export function useAfterRender(): (run: () => void) => void {
  const queued = useRef<{ call: number; run: () => void } | null>(null);
  const calls = useRef(0);
  const [rendered, setRendered] = useState(0);
  useEffect(() => {
    const next = queued.current;
    if (next?.call !== rendered) return;
    queued.current = null;
    next.run();
  }, [rendered]);
  return useCallback((run: () => void) => {
    calls.current += 1;
    queued.current = { call: calls.current, run };
    setRendered(calls.current);
  }, []);
}

/** Focus to the first field marked invalid, in the page's order: a screen reader reads its label and its error. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/** Whether the visitor asked for less motion (smooth scrolling then jumps). */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
