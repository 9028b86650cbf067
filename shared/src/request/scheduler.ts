import pLimit from 'p-limit';
import { abortReason } from './errors';
import { requestPolicy } from './policy';
import { sleep } from './sleep';

/**
 * When a request may start (docs/product.md#request-rules): at most 3 in flight (`p-limit`, first come
 * first served) and at least 1 s between the starts of two requests to the same URL.
 * A request first waits for its URL's turn outside the queue (so a waiting request never
 * holds one of the 3 places), then checks again once it has a place: two requests to one
 * URL that reach the queue together (only possible for POSTs: identical GETs share one
 * request) keep their gap too.
 */
let limit = pLimit(requestPolicy.maxConcurrent);
/** URL → the earliest time its next request may start */
const nextStart = new Map<string, number>();

async function waitForTurn(url: string, signal: AbortSignal): Promise<void> {
  for (;;) {
    const wait = (nextStart.get(url) ?? 0) - Date.now();
    if (wait <= 0) return;
    await sleep(wait, signal);
  }
}

/** Takes the URL's turn now if it is free (checked and taken in one synchronous step). */
function takeTurn(url: string): boolean {
  const now = Date.now();
  if ((nextStart.get(url) ?? 0) > now) return false;
  forgetPastTurns(now);
  nextStart.set(url, now + requestPolicy.sameUrlGapMs);
  return true;
}

function forgetPastTurns(now: number): void {
  if (nextStart.size < 256) return;
  for (const [url, time] of nextStart) if (time <= now) nextStart.delete(url);
}

/** Background requests waiting for a place no page read wants (see `schedule`). */
const backgroundWaiters = new Set<() => void>();

async function placeForBackground(signal: AbortSignal): Promise<void> {
  while (limit.activeCount + limit.pendingCount >= requestPolicy.maxConcurrent) {
    if (signal.aborted) throw abortReason(signal);
    await new Promise<void>((resolve) => {
      const wake = () => {
        backgroundWaiters.delete(wake);
        signal.removeEventListener('abort', wake);
        resolve();
      };
      backgroundWaiters.add(wake);
      signal.addEventListener('abort', wake, { once: true });
    });
  }
}

function wakeBackground(): void {
  if (backgroundWaiters.size === 0) return;
  // After p-limit has counted the finished task out (it does so once the task settles).
  setTimeout(() => {
    for (const wake of [...backgroundWaiters]) wake();
  }, 0);
}

/**
 * Runs `task` in its turn. A `background` request (the offline download, hundreds of them)
 * takes one of the 3 places only when no other request is waiting for one, so the page's own
 * reads never queue behind it: a visitor who moves on while the site is being stored waits
 * for at most the requests already running.
 */
export async function schedule<T>(url: string, signal: AbortSignal, task: () => Promise<T>, background = false): Promise<T> {
  await waitForTurn(url, signal);
  if (background) await placeForBackground(signal);
  const run = limit(async () => {
    for (;;) {
      if (signal.aborted) throw abortReason(signal);
      if (takeTurn(url)) return task();
      await waitForTurn(url, signal);
    }
  });
  run.then(wakeBackground, wakeBackground);
  return run;
}

export function resetScheduler(): void {
  limit.clearQueue();
  limit = pLimit(requestPolicy.maxConcurrent);
  nextStart.clear();
  for (const wake of [...backgroundWaiters]) wake();
}
