import * as libraryRuntime from '@module-federation/runtime';
import { CurrentGlobal } from '@module-federation/runtime-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUNDLER_RUNTIME_GLOBAL, type BundlerRuntimeGlobal } from './bundler-runtime-global';
import { containerRuntime } from './container-runtime';

/** What a container's build gets for the bundler runtime, loaded afresh as each container's copy is. */
async function containerCopy() {
  vi.resetModules();
  return (await import('./external-bundler-runtime')).default;
}

const global = globalThis as BundlerRuntimeGlobal;

describe('the bundler runtime the host gives the containers', () => {
  beforeEach(() => {
    delete global[BUNDLER_RUNTIME_GLOBAL];
    vi.stubGlobal('__FEDERATION_BUNDLER_RUNTIME_VERSION__', '2.9.2');
  });
  afterEach(() => {
    delete global[BUNDLER_RUNTIME_GLOBAL];
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is provided once, with the containers’ part the host’s build leaves out', async () => {
    const { provideBundlerRuntime } = await import('./provide-bundler-runtime');
    provideBundlerRuntime();
    const provided = global[BUNDLER_RUNTIME_GLOBAL]!;
    expect(provided.version).toBe('2.9.2');
    for (const name of ['remotes', 'consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init', 'getSharedFallbackGetter'] as const) {
      expect(typeof provided.bundlerRuntime[name], name).toBe('function');
    }
    provideBundlerRuntime();
    expect(global[BUNDLER_RUNTIME_GLOBAL]).toBe(provided);
  });

  it('gives each container a federation object of its own around the same functions', async () => {
    const { provideBundlerRuntime } = await import('./provide-bundler-runtime');
    provideBundlerRuntime();
    const provided = global[BUNDLER_RUNTIME_GLOBAL]!;
    const [first, second] = [await containerCopy(), await containerCopy()];
    expect(first).not.toBe(second);
    expect(first.bundlerRuntime!.S).not.toBe(second.bundlerRuntime!.S);
    expect(first.bundlerRuntimeOptions).not.toBe(second.bundlerRuntimeOptions);
    expect(first.instance).toBeUndefined();
    expect(first.bundlerRuntime!.consumes).toBe(provided.bundlerRuntime.consumes);
    expect(first.bundlerRuntime!.initContainerEntry).toBe(provided.bundlerRuntime.initContainerEntry);
    expect(first.attachShareScopeMap).toBe(provided.attachShareScopeMap);
    expect(Object.keys(first.runtime!)).toEqual(Object.keys(containerRuntime));
  });

  it('warns when the host’s version differs, and says what is missing when no host provided it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(containerCopy()).rejects.toThrow(/bundler runtime its host provides/);
    const { provideBundlerRuntime } = await import('./provide-bundler-runtime');
    provideBundlerRuntime();
    vi.stubGlobal('__FEDERATION_BUNDLER_RUNTIME_VERSION__', '9.9.9');
    await containerCopy();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain('2.9.2');
  });
});

describe("a container's runtime init", () => {
  const instances = () => CurrentGlobal.__FEDERATION__.__INSTANCES__;

  it('does what @module-federation/runtime’s init does: registers a new instance, then gives the same one its new options', () => {
    for (const [init, name] of [
      [containerRuntime.init, 'container_ours'],
      [libraryRuntime.init, 'container_library'],
    ] as const) {
      const before = instances().length;
      const instance = init({ name, remotes: [] });
      expect(instances()).toHaveLength(before + 1);
      expect(instances()).toContain(instance);
      expect(instance.options.id).toBe('');
      const again = init({ name, remotes: [{ name: 'other', entry: 'https://example.com/remoteEntry.js' }] });
      expect(again).toBe(instance);
      expect(instances()).toHaveLength(before + 1);
      expect(again.options.remotes.map((remote) => remote.name)).toEqual(['other']);
    }
  });

  it('keeps apart two containers of the same name with different versions', () => {
    const one = containerRuntime.init({ name: 'container_versions', version: '1.0.0', remotes: [] });
    const two = containerRuntime.init({ name: 'container_versions', version: '2.0.0', remotes: [] });
    expect(two).not.toBe(one);
    expect(containerRuntime.init({ name: 'container_versions', version: '1.0.0', remotes: [] })).toBe(one);
  });
});
