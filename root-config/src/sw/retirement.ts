/**
 * The worker's retirement when offline mode is switched off (docs/service-worker.md).
 *
 * The page unregisters the worker and deletes its caches, but the worker still controls the
 * pages already open until they unload, and a request it was answering at that moment went on
 * to open a cache after the delete: opening a deleted cache makes it again, and a loaded machine
 * was left with an empty precache and a runtime cache (a failure of the service worker's browser
 * test, one run in a few under load). Checking that the cache still exists first does not close
 * that gap: the check and the write are steps apart, and a network answer comes in between.
 *
 * So the page asks first (RETIRE_MESSAGE) and the worker does it: from then on it answers from
 * the network and writes nothing, waits until every answer under way that may still write has
 * settled, deletes its caches, and only then tells the page. Pure (no worker globals), so the
 * order is unit-tested.
 */
export interface Retirement {
  /** True once a retirement was asked for. */
  readonly retired: boolean;
  /**
   * `work` (which may open or write a cache), followed until it settles, or `passThrough`
   * (which must not touch a cache) once retired.
   */
  run<T>(work: () => Promise<T>, passThrough: () => Promise<T>): Promise<T>;
  /** Stops new work, waits for the work under way, then runs `cleanUp`; asked again, the same promise. */
  retire(cleanUp: () => Promise<void>): Promise<void>;
}

export function createRetirement(): Retirement {
  let retired = false;
  let done: Promise<void> | undefined;
  const underWay = new Set<Promise<unknown>>();
  return {
    get retired() {
      return retired;
    },
    run(work, passThrough) {
      if (retired) return passThrough();
      const running = work();
      underWay.add(running);
      const settled = () => underWay.delete(running);
      running.then(settled, settled);
      return running;
    },
    retire(cleanUp) {
      retired = true;
      // Nothing joins `underWay` once retired: one wait covers all of it.
      done ??= Promise.allSettled([...underWay]).then(cleanUp);
      return done;
    },
  };
}
