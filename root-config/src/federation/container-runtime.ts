import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  getRemoteEntry,
  setGlobalFederationInstance,
  type UserOptions,
} from '@module-federation/runtime-core';

declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

/**
 * The part of @module-federation/runtime a container's bundler runtime calls (`init`, and
 * `getRemoteEntry` for shared fallbacks), on the runtime core the host provides: the whole
 * module, with its error texts and the host-side API (loadRemote, registerRemotes...) that a
 * container never calls, was about 1.1 KB gzip of every remote entry.
 *
 * `init` is that module's, step for step (runtime/dist/index.js and utils.js, read at 2.9.3): the
 * instance this build registered before, given the new options, or a new one registered on
 * the page's `__FEDERATION__`. The module's own `init` also remembers the first instance for
 * its loadRemote and friends, which a container does not have. bundler-runtime.test.ts runs
 * both against the installed runtime ("a container's runtime init"), so an upgrade that changes
 * the module's steps fails there.
 */
function registeredInstance(name: string, version: string | undefined): ModuleFederation | undefined {
  const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance) =>
      (buildId && instance.options.id === buildId) ||
      (instance.options.name === name && !instance.options.version && !version) ||
      (instance.options.name === name && version && instance.options.version === version),
  );
}

function init(options: UserOptions): ModuleFederation {
  const normalized = { ...options, id: options.id || '' };
  const registered = registeredInstance(options.name, options.version);
  if (registered) {
    registered.initOptions(normalized);
    return registered;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  // The module's createInstance names an id first, which `normalized.id` then replaces: the same.
  const instance = new Federation(normalized);
  setGlobalFederationInstance(instance);
  return instance;
}

export const containerRuntime = { init, getRemoteEntry };
