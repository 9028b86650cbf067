/**
 * A promise that says, once settled, how it settled, the way React's `use()` reads it: a
 * component that `use`s a promise already fulfilled renders at once instead of suspending for
 * a microtask. That is what lets a server render (which cannot wait) and a hydration render
 * the same tree when the code and texts they need were loaded beforehand.
 */
export type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks a promise fulfilled with its value now, for `use()` (the caller resolves it with that value). */
export function markFulfilled<T>(tracked: Tracked<T>, value: T): void {
  tracked.status = 'fulfilled';
  tracked.value = value;
}

export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = promise as Tracked<T>;
  if (tracked.status) return tracked;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}
