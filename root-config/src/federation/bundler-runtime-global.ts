import type { Federation } from '@module-federation/webpack-bundler-runtime';

/**
 * Where the host puts the federation's bundler runtime for the containers (see
 * provide-bundler-runtime.ts): a global of our own name, beside the `_FEDERATION_RUNTIME_CORE`
 * that Module Federation's `externalRuntime` already reads.
 */
export const BUNDLER_RUNTIME_GLOBAL = '__NASAQ_FEDERATION_BUNDLER_RUNTIME__';

/** What the host provides: the bundler runtime's functions (they keep no state of their own) and the version they come from. */
export interface ProvidedBundlerRuntime {
  readonly version: string;
  readonly bundlerRuntime: NonNullable<Federation['bundlerRuntime']>;
  readonly attachShareScopeMap: NonNullable<Federation['attachShareScopeMap']>;
}

export type BundlerRuntimeGlobal = { [BUNDLER_RUNTIME_GLOBAL]?: ProvidedBundlerRuntime };
