import { loadShare } from '@module-federation/enhanced/runtime';

/**
 * The singletons the host provides (build/shared-deps.ts), in the order they are evaluated.
 * They are loaded before any remote starts: with two remotes loading in parallel, this (with
 * shareStrategy 'loaded-first') is what keeps react-dom to one copy. The service worker leaves the
 * sections' own copies of these out of its precache (HOST_LOADED_SINGLETONS in build/service-worker.ts):
 * a change here goes there too.
 */
const singletons = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@preact/signals-core', '@site/shared'] as const;

/** Gives the main thread back (input, paint) before the next piece of start-up work. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Fetches every singleton's code at once (no waterfall), then evaluates each in a task of its
 * own: evaluated together, as static imports were, they made one task of about 90 ms on a
 * phone (react-dom is most of it), which the page's first paint and any tap had to wait behind.
 */
async function boot(): Promise<void> {
  const factories = await Promise.all(singletons.map((name) => loadShare(name)));
  for (const factory of factories) {
    if (typeof factory === 'function') factory();
    await yieldToMain();
  }
  const { start } = await import('./start');
  await start();
}

boot().catch((error: unknown) => {
  console.error('[root-config] failed to start', error);
});
