/**
 * Requests started before this code had loaded, by absolute URL: the embed loader starts a
 * widget's stylesheet and its first API read beside the widget's module (docs/embedding.md), and
 * the widget hands them over as it mounts. The first fetch of such a URL takes its request instead
 * of making one, once; a request that failed is then tried again by the usual rules.
 */
const started = new Map<string, Promise<Response>>();

export function adoptStartedRequests(requests: ReadonlyMap<string, Promise<Response>>): void {
  for (const [url, response] of requests) {
    // Nobody may ever take it (the widget's first screen changed): its failure is nobody's.
    response.catch(() => undefined);
    started.set(url, response);
  }
}

/** The request started for `url`, if one is waiting (and no longer: it is taken). */
export function takeStartedRequest(url: string): Promise<Response> | undefined {
  const response = started.get(url);
  started.delete(url);
  return response;
}

/**
 * `promise`, or its rejection with the signal's reason once `signal` aborts, whichever comes
 * first: the wait for a request someone else started, which only they could abort.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener('abort', stop, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** Forgets every request not taken (resetRequestClient). */
export function forgetStartedRequests(): void {
  started.clear();
}
