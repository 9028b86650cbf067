import { track, type Tracked } from '@site/shared/state';

type AsyncFunction = (...args: never[]) => Promise<unknown>;

/**
 * An async function of a module that is loaded by its first call. '@site/shared/api' is one
 * shared module for the whole page, so everything it exports eagerly is part of the first
 * page; the endpoint code of the other screens (and the schemas that parse their replies)
 * is exported through this instead, and the bundler puts it in chunks of its own.
 * A failed load rejects that call and is tried again by the next one.
 */
export function deferred<M extends Record<K, AsyncFunction>, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  const call = async (...args: Parameters<M[K]>): Promise<unknown> => {
    const module = await load();
    return module[name](...args);
  };
  // Same parameters, same promised result: only the loading step was added in front.
  return call as unknown as M[K];
}

/**
 * A module of '@site/shared/api' loaded on demand, for a component: `use(projectsApi())` renders at
 * once when the module is loaded (a route's `preload` loads it before a server render; a
 * hydrating screen suspends until it is there, keeping the server's HTML) and suspends
 * otherwise. One tracked promise for the page; a failed load is forgotten, so the next call
 * tries again.
 */
export function deferredModule<M>(load: () => Promise<M>): () => Promise<M> {
  let module: Tracked<M> | undefined;
  return () => {
    if (module?.status === 'rejected') module = undefined;
    return (module ??= track(load()));
  };
}
