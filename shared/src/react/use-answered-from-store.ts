import { useSyncExternalStore } from 'react';
import type { Language } from '@site/shared/contract';
import { answeredFromStore } from '@site/shared/offline';

const noSubscription = () => () => undefined;

/**
 * Whether offline mode's stored copy answered the read of `path` (or the service worker served
 * this page from it): false on the server and while hydrating, as the server's HTML was
 * rendered from the network, then the real answer, so a stored page hydrates without a
 * mismatch and shows its 'Offline Mode Active' banner right after. A render reads it afresh:
 * it changes only together with the reply the render shows.
 */
export function useAnsweredFromStore(path: string, lang: Language): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => answeredFromStore(path, lang),
    () => false,
  );
}
