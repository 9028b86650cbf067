import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface RetryableLazy<P extends object> {
  /** the lazy component to render now (a new one after `reset`) */
  readonly Component: LazyExoticComponent<ComponentType<P>>;
  /** starts the download ahead of the render (on hover or focus); failures wait for the render */
  readonly preload: () => void;
  /** forgets a failed load, so the next render downloads again */
  readonly reset: () => void;
}

/**
 * `React.lazy` keeps a rejected import for good: one failed download (offline, a deploy in
 * between) would break that part until the page is reloaded. This one can be reset by the
 * error boundary that caught the failure, and preloaded before it is needed.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): RetryableLazy<P> {
  let download: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (download ??= load().catch((error: unknown) => {
      download = undefined;
      throw error;
    }));
  let Component = lazy(start);
  return {
    get Component() {
      return Component;
    },
    preload: () => {
      start().catch(() => undefined);
    },
    reset: () => {
      // A failed download has already forgotten itself (see `start`); a new lazy asks again.
      Component = lazy(start);
    },
  };
}
