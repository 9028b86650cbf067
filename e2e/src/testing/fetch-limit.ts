/**
 * A limit for the browser tests' own requests to their server: Node's `fetch` has none, so a
 * server that stopped answering held a test to its 90 s limit with nothing said of what it waited
 * for (docs/testing.md#a-wait-that-stalls). A request that brings no signal of its own gets one of
 * `ms`, and one that runs out fails naming its method and address. A caller's own signal is left
 * as it is: the caller chose its wait.
 */
export const FETCH_LIMIT_MS = 20_000;

/** Marks a `fetch` already limited, so a set-up run again in the same worker does not wrap it twice. */
const LIMITED = Symbol.for('site.e2e.fetch-limited');

export const isLimited = (candidate: typeof fetch) => LIMITED in candidate;

const addressOf = (input: Parameters<typeof fetch>[0]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** `base` with the limit; a limited `base` adds nothing of its own, as this always brings a signal. */
export function limitedFetch(base: typeof fetch, ms = FETCH_LIMIT_MS): typeof fetch {
  const limited = async (input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> => {
    if (init?.signal) return base(input, init);
    const signal = AbortSignal.timeout(ms);
    try {
      return await base(input, { ...init, signal });
    } catch (error) {
      if (!signal.aborted) throw error;
      throw new Error(`${init?.method ?? 'GET'} ${addressOf(input)}: no reply in ${ms} ms`, { cause: error });
    }
  };
  return Object.assign(limited, { [LIMITED]: true });
}
