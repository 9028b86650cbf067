import { useEffect, useState } from 'react';
import { peekQuery, type Query, runQuery, loadWithAttempts } from '@site/shared/request';
import type { Language } from '@site/shared/contract';
import { useLanguage } from './use-preferences';

export type QueryState<T> = ({ status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T }) & {
  /** the attempt under way or last made (1..attempts): 'Attempt n of 3...' */
  attempt: number;
  attempts: number;
};

export interface QueryOptions {
  /** how many times a failed load is tried, 2 s apart (3 for services and clients: docs/product.md#loading-error-empty); default 1 */
  attempts?: number;
}

type View<T> = { status: 'loading' } | { status: 'error'; error: Error } | { status: 'ready'; data: T };
interface Held<T> {
  key: string | null;
  round: number;
  attempt: number;
  view: View<T>;
}

/** What a query shows at first: the data the page or the cache already holds, else loading. */
function start<T>(query: Query<T> | null, lang: Language, key: string | null, round: number): Held<T> {
  // A reload asks the server again, whatever is held.
  const peeked = query && round === 0 ? peekQuery(query, lang) : undefined;
  const view: View<T> = !peeked ? { status: 'loading' } : 'data' in peeked ? { status: 'ready', data: peeked.data } : { status: 'error', error: peeked.error };
  return { key, round, attempt: 1, view };
}

/**
 * Reads a query in the current language. It starts from what is already there (the server's
 * replies during a server render, the page's replies or the cache in the browser), so a
 * server-rendered screen hydrates with the same data and asks for nothing; otherwise it loads,
 * retrying a failed load `attempts` times, 2 s apart. A language switch or a new query starts
 * again; an answer for an earlier one is dropped. `null` waits (nothing to read yet).
 */
export function useQuery<T>(query: Query<T> | null, options: QueryOptions = {}): QueryState<T> & { reload: () => void } {
  const lang = useLanguage();
  const attempts = options.attempts ?? 1;
  const key = query ? `${lang} ${query.path}` : null;
  const [round, setRound] = useState(0);
  const [held, setHeld] = useState<Held<T>>(() => start(query, lang, key, round));
  let current = held;
  if (held.key !== key || held.round !== round) {
    // A new query or a reload: start over in this render rather than show the old data once more.
    current = start(query, lang, key, round);
    setHeld(current);
  }
  const loading = current.view.status === 'loading';

  useEffect(() => {
    if (!query || !loading) return undefined;
    const controller = new AbortController();
    const settle = (update: (previous: Held<T>) => Held<T>) =>
      setHeld((previous) => (controller.signal.aborted || previous.key !== key || previous.round !== round ? previous : update(previous)));
    loadWithAttempts((signal) => runQuery(query, lang, signal ?? controller.signal), {
      signal: controller.signal,
      attempts,
      onAttempt: (attempt) => settle((previous) => ({ ...previous, attempt })),
    }).then(
      (data) => settle((previous) => ({ ...previous, view: { status: 'ready', data } })),
      (error: unknown) => settle((previous) => ({ ...previous, view: { status: 'error', error: error instanceof Error ? error : new Error(String(error)) } })),
    );
    return () => controller.abort();
    // `key` stands for the query and the language; `round` for a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round, loading]);

  return { ...current.view, attempt: current.attempt, attempts, reload: () => setRound((value) => value + 1) };
}
