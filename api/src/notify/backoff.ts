import { MAX_RETRY_DELAY_MS } from './config';

/**
 * The wait before the next attempt after `attempts` failed ones: the base doubled per attempt,
 * capped, with "equal jitter" (half fixed, half random) so replicas and rows that failed
 * together (an SMTP server down for a minute) do not all come back in the same instant, and
 * no retry comes sooner than half its step.
 */
export function retryDelay(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const step = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
