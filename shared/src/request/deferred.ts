import { track, type Tracked } from '@site/shared/state';

/**
 * A module loaded on demand. A federated door is whole on every page that loads it, so what it
 * hands on eagerly is part of the first page: the endpoint code of the other screens (and the
 * schemas that check their replies) is handed on through this instead, and the bundler puts each
 * group in a chunk of its own. For a component, `use(projectQueries())` renders at
 * once when the module is loaded (a route's `load` awaits it before a server render; a
 * hydrating screen suspends until it is there, keeping the server's HTML) and suspends
 * otherwise. One tracked promise for the page; a failed load is forgotten, so the next call
 * tries again.
 */
export function deferredModule<M>(load: () => Promise<M>): () => Tracked<M> {
  let module: Tracked<M> | undefined;
  return () => {
    if (module?.status === 'rejected') module = undefined;
    return (module ??= track(load()));
  };
}
