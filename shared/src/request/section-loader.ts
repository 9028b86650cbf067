import { isAbortError } from './errors';
import { sleep } from './sleep';

/** The services and clients loads try up to 3 times, 2 s apart, then show an error (docs/product.md#loading-error-empty). */
export const sectionLoadPolicy = { attempts: 3, delayMs: 2000 } as const;

export interface SectionLoadOptions {
  signal?: AbortSignal;
  /** called before each attempt with its number (1, 2, 3): 'Attempt n of 3...' */
  onAttempt?: (attempt: number, attempts: number) => void;
  attempts?: number;
  delayMs?: number;
}

/**
 * Runs `load` until it succeeds, at most 3 attempts 2 s apart; rejects with the last error.
 * This is on top of the request client's own retries: the client retries a request that
 * timed out or could not reach the server; a section retries a failed load (an HTTP error,
 * a malformed reply, or the client's retries exhausted).
 */
export async function loadWithAttempts<T>(load: (signal?: AbortSignal) => Promise<T>, options: SectionLoadOptions = {}): Promise<T> {
  const attempts = options.attempts ?? sectionLoadPolicy.attempts;
  for (let attempt = 1; ; attempt += 1) {
    options.onAttempt?.(attempt, attempts);
    try {
      return await load(options.signal);
    } catch (error) {
      if (options.signal?.aborted || isAbortError(error) || attempt >= attempts) throw error;
      await sleep(options.delayMs ?? sectionLoadPolicy.delayMs, options.signal);
    }
  }
}
