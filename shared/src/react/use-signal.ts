import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reads a signal in a React component and re-renders when it changes. Uses React's own
 * external-store hook rather than @preact/signals-react, whose automatic tracking needs a
 * Babel transform that does not run under SWC.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true;
      // `subscribe` calls back at once with the current value; React only needs changes.
      return source.subscribe(() => {
        if (first) {
          first = false;
          return;
        }
        onChange();
      });
    },
    [source],
  );
  const read = useCallback(() => source.peek(), [source]);
  return useSyncExternalStore(subscribe, read, read);
}
