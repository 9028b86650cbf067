import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeGlobal } from './bundler-runtime-global';

declare const __FEDERATION_BUNDLER_RUNTIME_VERSION__: string;

/**
 * Gives the containers the host's copy of the federation's bundler runtime
 * (@module-federation/webpack-bundler-runtime: the functions a container's own webpack runtime
 * calls to consume shared modules, load remotes and initialise its exposes), as the runtime
 * core is already given by `externalRuntime`. Every remote entry bundled its own copy before:
 * about 5 KB gzip each, and every page loads two. The containers read it through
 * external-bundler-runtime.ts (rspack.config.ts aliases it in their browser builds).
 *
 * The host has no exposes, so its build leaves out `initContainerEntry` (the containers'
 * part): it is added here. Call before any container's remote entry runs.
 */
export function provideBundlerRuntime(): void {
  const global = globalThis as BundlerRuntimeGlobal;
  global[BUNDLER_RUNTIME_GLOBAL] ??= {
    version: __FEDERATION_BUNDLER_RUNTIME_VERSION__,
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap,
  };
}
