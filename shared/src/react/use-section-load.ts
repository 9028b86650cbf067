import { useCallback, useEffect, useState } from 'react';
import type { Language } from '../contract/envelope';
import { loadWithAttempts, sectionLoadPolicy } from '../api/section-loader';
import type { LoadState } from './use-load';

export type SectionLoadState<T> = LoadState<T> & {
  /** the attempt under way or last made (1..attempts): 'Attempt n of 3...' */
  attempt: number;
  attempts: number;
  reload: () => void;
};

/**
 * `useLoad` with the section rule of spec section 4 (services, clients): a failed load is
 * tried again, up to 3 attempts 2 s apart, before the error state; the attempt number is
 * exposed so a screen can say `Attempt n of 3...`. `reload` starts again from attempt 1.
 */
export function useSectionLoad<T>(load: (lang: Language, signal: AbortSignal) => Promise<T>, lang: Language): SectionLoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(1);
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadWithAttempts((signal) => load(lang, signal ?? controller.signal), {
      signal: controller.signal,
      onAttempt: (n) => {
        if (!controller.signal.aborted) setAttempt(n);
      },
    }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [load, lang, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, attempt, attempts: sectionLoadPolicy.attempts, reload };
}
