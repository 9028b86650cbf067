import { setTimeout as sleep } from 'node:timers/promises';
import type { CDPSession, Page } from 'playwright-core';

/**
 * A limit for the waits Playwright gives none: `page.evaluate` of a promise (a frame, a scroll
 * settling) waits as long as the page does. When one stalls, the test used to fail at its own
 * 90 s limit with nothing said of what it was waiting for (docs/testing.md#a-wait-that-stalls).
 * Here it fails at `ms`, naming the wait and where the page's main thread was at that moment.
 */
export async function withinLimit<T>(page: Page, what: string, wait: Promise<T>, ms = 20_000): Promise<T> {
  void debuggerOf(page);
  const timer = new AbortController();
  const expired = Symbol('expired');
  try {
    const result = await Promise.race([wait, sleep(ms, expired, { signal: timer.signal })]);
    if (result !== expired) return result;
  } finally {
    timer.abort();
  }
  // The stalled wait may still settle (or fail as the page closes): nobody listens any more.
  wait.catch(() => undefined);
  throw new Error(`${what}: no answer in ${ms} ms. ${await mainThreadState(page)}`);
}

/** Runs in the page: whether an animation frame comes within a second, and the page's state. */
function frameProbe(): Promise<string> {
  return new Promise((resolve) => {
    const state = (frame: string) => resolve(`frame ${frame}, ${document.visibilityState}, ${document.readyState}, scrollY ${Math.round(window.scrollY)}`);
    requestAnimationFrame(() => state('within 1 s'));
    setTimeout(() => state('none in 1 s'), 1000);
  });
}

/**
 * A DevTools session on `page` with its debugger on, opened at the page's first limited wait:
 * a pause interrupts a busy main thread, but turning the debugger on may wait for that thread
 * to be free, so a page that stalls at its very first limited wait may be reported without the
 * script's name.
 */
const debuggers = new WeakMap<Page, Promise<CDPSession | null>>();
function debuggerOf(page: Page): Promise<CDPSession | null> {
  let session = debuggers.get(page);
  if (!session) {
    session = page
      .context()
      .newCDPSession(page)
      .then(async (cdp) => {
        await cdp.send('Debugger.enable');
        return cdp;
      })
      .catch(() => null);
    debuggers.set(page, session);
  }
  return session;
}

/** Turns the page's debugger on now, for a test that stalls the page on purpose. */
export async function watchMainThread(page: Page): Promise<void> {
  if ((await debuggerOf(page)) === null) throw new Error('the page gave no DevTools session with its debugger on');
}

/**
 * Where the page's main thread is: if it still runs a script of ours, whether animation frames
 * come and whether the page counts as visible; if it does not (busy), the script a pause stops in.
 */
async function mainThreadState(page: Page): Promise<string> {
  let cdp: CDPSession | undefined;
  try {
    cdp = await page.context().newCDPSession(page);
    // Settles either way: a probe still waiting when the page closes must not fail the run later.
    const probe = cdp
      .send('Runtime.evaluate', {
        expression: `(${frameProbe.toString()})()`,
        awaitPromise: true,
        returnByValue: true,
      })
      .then(
        (reply) => `The page answers: ${String(reply.result.value)}.`,
        (error: unknown) => `The page could not be asked: ${String(error)}.`,
      );
    const answer = await Promise.race([probe, sleep(3000, null)]);
    if (answer !== null) return answer;
    const debug = await Promise.race([debuggerOf(page), sleep(1000, null)]);
    if (debug === null) return 'The page answers nothing in 3 s (its debugger was not on yet, so the script it runs is not known).';
    const paused = new Promise<string>((resolve) => {
      debug.once('Debugger.paused', (event) => {
        resolve(
          event.callFrames
            .slice(0, 8)
            .map((frame) => `${frame.functionName || '(anonymous)'} ${frame.url}:${frame.location.lineNumber + 1}`)
            .join(' < '),
        );
      });
    });
    await debug.send('Debugger.pause');
    const stack = await Promise.race([paused, sleep(3000, null)]);
    // The pause asked for stops the page whenever it comes: let it go on at once.
    void paused.then(() => debug.send('Debugger.resume').catch(() => undefined));
    if (stack === null)
      return 'The page answers nothing in 3 s, and a pause stops no script: its main thread is busy outside JavaScript (style, layout, parsing).';
    return `The page answers nothing in 3 s; its main thread runs ${stack}.`;
  } catch (error) {
    return `The page could not be asked: ${String(error)}.`;
  } finally {
    // Not awaited: a detach waits for a busy main thread to be free.
    cdp?.detach().catch(() => undefined);
  }
}
