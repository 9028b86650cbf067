/**
 * A promise that says, once settled, how it settled, the way React's `use()` reads it: a
 * component that `use`s a promise already fulfilled renders at once instead of suspending for
 * a microtask. That is what lets a server render (which cannot wait) and a hydration render
 * the same tree when the code and texts they need were loaded beforehand. The shape is React's
 * own (`ReactPromise`), so `use(tracked)` needs no cast.
 */
export type Tracked<T> = Promise<T> & ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown });

function isTracked<T>(promise: Promise<T>): promise is Tracked<T> {
  return 'status' in promise;
}

/** Writes how a promise settled onto it (taken as a plain object: nothing here awaits it). */
function settle(promise: object, outcome: { status: 'fulfilled'; value: unknown } | { status: 'rejected'; reason: unknown }): void {
  Object.assign(promise, outcome);
}

/** Marks a promise fulfilled with its value now, for `use()` (the caller resolves it with that value). */
export function markFulfilled<T>(tracked: Tracked<T>, value: T): void {
  settle(tracked, { status: 'fulfilled', value });
}

/** `promise`, tracked from now on (the same object: tracking it twice changes nothing). */
export function track<T>(promise: Promise<T>): Tracked<T> {
  if (isTracked(promise)) return promise;
  const tracked = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => markFulfilled(tracked, value),
    (reason: unknown) => settle(promise, { status: 'rejected', reason }),
  );
  return tracked;
}

/** A promise already fulfilled with `value`, as `use()` renders it at once. */
export function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
