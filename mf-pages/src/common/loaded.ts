/**
 * What a deferred module of '@site/shared' holds once it is loaded (`projectsApi()`,
 * `blogsApi()`: tracked promises, see `deferredModule`), without waiting; undefined before.
 * A route's `reads`, `head` and `status` run after its `preload` on the server, so there it is
 * always loaded; in the browser `head` may run before (the generic head is given then).
 */
export function ifLoaded<M>(module: Promise<M>): M | undefined {
  const tracked = module as Promise<M> & { status?: string; value?: M };
  return tracked.status === 'fulfilled' ? tracked.value : undefined;
}
