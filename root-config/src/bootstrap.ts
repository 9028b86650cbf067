import { loadShare } from '@module-federation/enhanced/runtime';
import { hostSingletons } from './host-singletons';

/** Gives the main thread back (input, paint) before the next piece of start-up work. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Asks for every singleton's code in a task of its own (their requests still go out together,
 * a task apart: no waterfall), then evaluates each in a task of its own. Asked for in one go,
 * the federation runtime's `loadShare` for all of them (share scopes, chunk lookups, a `<script>`
 * appended per chunk) made one task of about 20 ms on this machine, 100 ms and more at a
 * phone's slowdown; evaluated together, as static imports were, they made one of about 90 ms on
 * a phone (react-dom is most of it). The page's first paint and any tap wait behind such a task.
 */
async function boot(): Promise<void> {
  const loading: ReturnType<typeof loadShare>[] = [];
  for (const [name] of hostSingletons) {
    const factory = loadShare(name);
    // Handled below, by Promise.all; this keeps a failure met while still asking from being
    // reported as unhandled in between.
    factory.catch(() => undefined);
    loading.push(factory);
    await yieldToMain();
  }
  await Promise.all(loading);
  for (const [, evaluate] of hostSingletons) {
    await evaluate();
    await yieldToMain();
  }
  const { start } = await import('./start');
  await start();
}

boot().catch((error: unknown) => {
  console.error('[root-config] failed to start', error);
});
