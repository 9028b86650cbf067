import { use, type ComponentType } from 'react';
import type { RouteParams } from '@site/shared';

type Module = { default: ComponentType<{ params: RouteParams }> };
type Tracked = Promise<Module> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: Module };

/**
 * A screen in a chunk of its own: `Screen` for the route, `preload` for the route's `preload`,
 * so the server renders it at once. In the browser the screen suspends until its chunk is there
 * (a hydrating page keeps the server's HTML meanwhile; after a navigation the route shows its
 * loading state). The promise is marked like React's `use()` reads it, so a loaded chunk renders
 * in the same pass; a failed load is forgotten, so the next visit tries again.
 */
export function lazyScreen(load: () => Promise<Module>): { Screen: ComponentType<{ params: RouteParams }>; preload: () => Promise<Module> } {
  let module: Tracked | undefined;
  const loaded = (): Tracked => {
    if (module?.status === 'rejected') module = undefined;
    if (!module) {
      const request: Tracked = load();
      request.status = 'pending';
      request.then(
        (value) => Object.assign(request, { status: 'fulfilled', value }),
        () => Object.assign(request, { status: 'rejected' }),
      );
      module = request;
    }
    return module;
  };
  function Screen({ params }: { params: RouteParams }) {
    const { default: Component } = use(loaded() as Promise<Module>);
    return <Component params={params} />;
  }
  return { Screen, preload: loaded };
}
