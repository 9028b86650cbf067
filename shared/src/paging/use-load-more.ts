import { useEffect, useState } from 'react';

export interface LoadMore<S> {
  /** what is shown: the first screen's state with every page loaded since */
  state: S | null;
  /** a next page is on its way (the loading-more state) */
  loadingMore: boolean;
  /** the last load-more failed; `loadMore()` tries it again */
  error: Error | null;
  loadMore: () => void;
}

export interface LoadMoreOptions<S> {
  /**
   * What the pages shown depend on (the language and the item): a new key starts again from
   * `initial` and loads again as many pages as the visitor asked for, so a language switch
   * keeps what was shown, in the new language.
   */
  key: string;
  /** What the number of pages asked for belongs to (the item, not the language): a new scope starts at the first page. */
  scope: string;
  /** the first screen's state (null while it loads) */
  initial: S | null;
  canLoadMore: (state: S) => boolean;
  /** the next page added to `state` */
  step: (state: S, signal: AbortSignal) => Promise<S>;
}

interface Loaded<S> {
  key: string;
  state: S;
  /** pages added to the first screen's state */
  done: number;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The load-more step of a paged list, on top of a first screen the server rendered: nothing
 * runs until the visitor asks, so hydration sees exactly what the server rendered. Each
 * request for more is one step (`step`) from the state shown; a step that fails shows its
 * error and is tried again by the next `loadMore()`.
 */
export function useLoadMore<S>({ key, scope, initial, canLoadMore, step }: LoadMoreOptions<S>): LoadMore<S> {
  const [asked, setAsked] = useState({ scope, pages: 0 });
  const [loaded, setLoaded] = useState<Loaded<S> | null>(null);
  const [failure, setFailure] = useState<{ key: string; done: number; error: Error } | null>(null);
  // What was asked and loaded belongs to its scope and key: coming back to one starts it again.
  if (asked.scope !== scope) setAsked({ scope, pages: 0 });
  if (loaded !== null && loaded.key !== key) setLoaded(null);

  const wanted = asked.scope === scope ? asked.pages : 0;
  const current = loaded?.key === key ? loaded : null;
  const state = current ? current.state : initial;
  const done = current?.done ?? 0;
  const error = failure?.key === key && failure.done === done ? failure.error : null;
  const loadingMore = state !== null && done < wanted && canLoadMore(state) && !error;

  useEffect(() => {
    if (!loadingMore || state === null) return undefined;
    const controller = new AbortController();
    step(state, controller.signal).then(
      (next) => {
        if (!controller.signal.aborted) setLoaded({ key, state: next, done: done + 1 });
      },
      (reason: unknown) => {
        if (!controller.signal.aborted) setFailure({ key, done, error: asError(reason) });
      },
    );
    return () => controller.abort();
    // `key` and `done` stand for `state`; `step` is the caller's, for that key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadingMore, key, done]);

  return {
    state,
    loadingMore,
    error,
    loadMore: () => {
      if (state === null || loadingMore || !canLoadMore(state)) return;
      setFailure(null);
      setAsked({ scope, pages: done + 1 });
    },
  };
}
