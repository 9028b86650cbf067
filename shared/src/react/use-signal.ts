import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reads a signal in a React component and re-renders when it changes. Uses React's own
 * external-store hook rather than @preact/signals-react, whose automatic tracking needs a
 * Babel transform that does not run under SWC.
 *
 * `serverValue`: what the server rendered for this signal, when it cannot know the browser's
 * value (the theme lives in the browser's storage). Hydration then renders that value first,
 * as the server did, and React re-renders with the real one at once: no mismatch.
 */
export function useSignalValue<T>(source: ReadonlySignal<T>, serverValue?: T): T {
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
  const readOnServer = useCallback(() => (serverValue === undefined ? source.peek() : serverValue), [source, serverValue]);
  return useSyncExternalStore(subscribe, read, readOnServer);
}
