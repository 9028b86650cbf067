import type { Federation } from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeGlobal } from './bundler-runtime-global';
import { containerRuntime } from './container-runtime';

declare const __FEDERATION_BUNDLER_RUNTIME_VERSION__: string;

/**
 * What a container's browser build gets instead of its own copy of
 * @module-federation/webpack-bundler-runtime (rspack.config.ts aliases that package's entry
 * here): the host's functions (provide-bundler-runtime.ts), in a federation object of the
 * container's own. The object carries each container's state (its instance, init options,
 * remotes' options and share scope `S`), so it is new here, as each bundled copy's was; only the
 * stateless functions are shared. `runtime` is the container's own: the two functions of
 * @module-federation/runtime the bundler runtime calls (container-runtime.ts).
 *
 * A container built with another version of the bundler runtime than the host's warns, as
 * Module Federation's own external runtime core does (inject-external-runtime-core-plugin):
 * host and containers are built from one lockfile (docs/architecture.md).
 */
const provided = (globalThis as BundlerRuntimeGlobal)[BUNDLER_RUNTIME_GLOBAL];
if (!provided) throw new Error('[federation] this container needs the bundler runtime its host provides (provideBundlerRuntime)');
if (provided.version !== __FEDERATION_BUNDLER_RUNTIME_VERSION__) {
  console.warn(`[federation] the host's bundler runtime is ${provided.version}, this container was built with ${__FEDERATION_BUNDLER_RUNTIME_VERSION__}`);
}

const federation: Federation = {
  // The bundler runtime reads only `runtime.init` and `runtime.getRemoteEntry` (init.js,
  // getSharedFallbackGetter.js); the type names the whole module.
  runtime: containerRuntime as unknown as Federation['runtime'],
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {} },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
