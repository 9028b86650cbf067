import { useT, type QueryState } from '@site/shared/react';
import { ErrorBox } from '@site/shared/ui';
import type { ReactNode } from 'react';

interface Props<T> {
  state: QueryState<T>;
  /** what shows while it loads (the section's own skeleton) */
  loading: ReactNode;
  /** the block's failure text, and what its retry does */
  error: { text: string; retry: () => void };
  /** the text when the reply holds nothing to show, and how to tell */
  empty: { text: string; when: (data: T) => boolean };
  /** the section's test id: the empty text is `${testId}-empty` */
  testId: string;
  children: (data: T) => ReactNode;
}

/**
 * The content of a home section that shows one read (docs/product.md#loading-error-empty): its
 * loading state, the block's error with a retry, the empty text, or the items, under the heading
 * row, busy while it loads.
 */
export function SectionStates<T>({ state, loading, error, empty, testId, children }: Props<T>) {
  const core = useT();
  return (
    <div className="mt-12" aria-busy={state.status === 'loading'}>
      {state.status === 'loading' ? loading : null}
      {state.status === 'error' ? <ErrorBox text={error.text} retryLabel={core.blocks.retry} onRetry={error.retry} /> : null}
      {state.status === 'ready' && empty.when(state.data) ? (
        <p className="card p-8 text-center text-muted" data-testid={`${testId}-empty`}>
          {empty.text}
        </p>
      ) : null}
      {state.status === 'ready' && !empty.when(state.data) ? children(state.data) : null}
    </div>
  );
}
