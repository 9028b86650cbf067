import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTRY_RUNTIME_GLOBAL, rewriteEntryRuntime, rewriteEntryRuntimeRequest, splitEntryRuntime } from './entry-runtime-from-host';

/**
 * The entry module as rspack writes it (getDefaultEntryRuntimeSource in @rspack/core): the
 * build's imports and constants, then the function of moduleFederationDefaultRuntime.js with
 * its placeholder replaced by the webpack require, joined by ';'. The function is read from the
 * installed @rspack/core, so an upgrade that changes it is tested here.
 */
const rspackDist = path.dirname(createRequire(import.meta.url).resolve('@rspack/core'));
const defaultRuntime = readFileSync(path.join(rspackDist, 'moduleFederationDefaultRuntime.js'), 'utf8');
const functionContent = defaultRuntime.slice(
  defaultRuntime.indexOf('export default function(){') + 'export default function(){'.length,
  defaultRuntime.lastIndexOf('}'),
);

function entrySource(name: string): string {
  return [
    'import __module_federation_bundler_runtime__ from "bundler-runtime"',
    'import __module_federation_runtime_plugin_0__ from "runtime-plugin"',
    'const __module_federation_runtime_plugins__ = [{ plugin: __module_federation_runtime_plugin_0__, params: undefined }].filter(({ plugin }) => plugin).map(({ plugin, params }) => plugin(params))',
    'const __module_federation_remote_infos__ = {}',
    `const __module_federation_container_name__ = ${JSON.stringify(name)}`,
    'const __module_federation_share_strategy__ = "loaded-first"',
    'const __module_federation_share_fallbacks__ = undefined',
    'const __module_federation_library_type__ = "var"',
    functionContent.replace('__module_federation_runtime_require__', '__webpack_require__'),
  ].join(';');
}

type Calls = unknown[][];

/** The federation's bundler runtime as the entry module imports it, recording what it is asked. */
function bundlerRuntime(calls: Calls) {
  const record =
    (name: string, result?: unknown) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return result;
    };
  return {
    bundlerRuntime: {
      S: { default: {} },
      remotes: record('remotes'),
      consumes: record('consumes'),
      I: record('I', 'initialised'),
      initContainerEntry: record('initContainerEntry', 'container'),
      init: record('init', 'the instance'),
      installInitialConsumes: record('installInitialConsumes'),
      getSharedFallbackGetter: record('getSharedFallbackGetter'),
    },
    attachShareScopeMap: record('attachShareScopeMap'),
  };
}

/** A container's webpack require before its entry module runs: what its runtime modules set up. */
function containerRequire() {
  const react = () => 'react';
  return {
    initializeSharingData: {
      scopeToSharingDataMapping: { default: [{ name: 'react', version: '19.2.0', factory: react, eager: false, singleton: true, requiredVersion: '^19.0.0' }] },
    },
    initializeExposesData: { moduleMap: { './spa': () => 'spa' }, shareScope: 'default' },
    consumesLoadingData: {
      chunkMapping: { 7: ['webpack/sharing/consume/default/react'] },
      moduleIdToConsumeDataMapping: {
        'webpack/sharing/consume/default/react': {
          shareScope: 'default',
          shareKey: 'react',
          requiredVersion: '^19.0.0',
          strictVersion: false,
          singleton: true,
          eager: false,
          fallback: react,
        },
      },
      initialConsumes: ['webpack/sharing/consume/default/react'],
    },
    federation: {} as Record<string, unknown>,
    f: { remotes: 'unset', consumes: 'unset' } as Record<string, unknown>,
    S: 'unset' as unknown,
    I: 'unset' as unknown,
    initContainer: 'unset' as unknown,
    getContainer: 'unset' as unknown,
  };
}

/** Runs an ES module's source here: its imports become `deps[specifier]`, `globalThis` is `global`. */
function run(source: string, webpackRequire: object, deps: Record<string, unknown>, global: Record<string, unknown>): void {
  const code = source.replace(/import (\w+) from "([^"]+)"/g, (_, name: string, from: string) => `const ${name} = __deps[${JSON.stringify(from)}]`);
  // Running the build's own output is the point of this test: the source is ours, just built.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function('__webpack_require__', '__deps', 'globalThis', code)(webpackRequire, deps, global);
}

/** A comparable picture of a value: functions by their place, the require object by name. */
function picture(value: unknown, webpackRequire: object, seen = new Set<unknown>()): unknown {
  if (value === webpackRequire) return '<webpack require>';
  if (typeof value === 'function') return '<function>';
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '<cycle>';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => picture(item, webpackRequire, seen));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, picture(item, webpackRequire, seen)]));
}

/** Everything a container's entry module does: its require's state, and what the bundler runtime is asked on each hook. */
async function effectsOf(webpackRequire: ReturnType<typeof containerRequire>, calls: Calls) {
  const hooks = webpackRequire as unknown as {
    f: { remotes: (chunk: string, promises: unknown[]) => void; consumes: (chunk: string, promises: unknown[]) => void };
    I: (name: string, scope: unknown[]) => unknown;
    initContainer: (scope: object, initScope: unknown[], options: object) => unknown;
    getContainer: (module: string, getScope: unknown) => unknown;
  };
  hooks.f.remotes('7', []);
  hooks.f.consumes('7', []);
  const initialised = hooks.I('default', []);
  const container = hooks.initContainer({ react: {} }, [], { shareScopeKeys: 'default' });
  const exposed = hooks.getContainer('./spa', 'scope');
  const missing = hooks.getContainer('./none', 'scope') as Promise<unknown>;
  const missingError = await missing.then(
    () => null,
    (error: unknown) => (error as Error).message,
  );
  return { state: picture(webpackRequire, webpackRequire), calls: picture(calls, webpackRequire), initialised, container, exposed, missingError };
}

describe('the federation entry runtime from the host', () => {
  it('finds the build constants and the function in the entry module rspack writes', () => {
    const split = splitEntryRuntime(entrySource('mf_pages'));
    expect(split?.declarations).toContain('const __module_federation_container_name__ = "mf_pages"');
    expect(split?.body.startsWith('const runtimeRequire=__webpack_require__;')).toBe(true);
    expect(splitEntryRuntime('export default 1')).toBeNull();
  });

  it('leaves the function out of a container, which keeps its own constants', () => {
    const container = rewriteEntryRuntime(entrySource('mf_pages'), 'container') ?? '';
    expect(container).toContain('const __module_federation_container_name__ = "mf_pages"');
    expect(container).not.toContain('runtimeRequire');
    expect(container.length).toBeLessThan(entrySource('mf_pages').length / 3);
  });

  it("does for a container with the host's copy exactly what the container's own function did", async () => {
    const plugin = (params: unknown) => ({ name: 'runtime-plugin', params });
    // The container as built by rspack alone.
    const ownCalls: Calls = [];
    const own = containerRequire();
    run(entrySource('mf_pages'), own, { 'bundler-runtime': bundlerRuntime(ownCalls), 'runtime-plugin': plugin }, {});

    // The host runs first and provides its function; the container then runs with it.
    const global: Record<string, unknown> = {};
    const hostCalls: Calls = [];
    const host = containerRequire();
    run(rewriteEntryRuntime(entrySource('root'), 'host') ?? '', host, { 'bundler-runtime': bundlerRuntime(hostCalls), 'runtime-plugin': plugin }, global);
    expect(typeof global[ENTRY_RUNTIME_GLOBAL]).toBe('function');
    expect((host.federation['initOptions'] as { name: string }).name).toBe('root');

    const viaHostCalls: Calls = [];
    const viaHost = containerRequire();
    run(
      rewriteEntryRuntime(entrySource('mf_pages'), 'container') ?? '',
      viaHost,
      { 'bundler-runtime': bundlerRuntime(viaHostCalls), 'runtime-plugin': plugin },
      global,
    );

    const expected = await effectsOf(own, ownCalls);
    expect(await effectsOf(viaHost, viaHostCalls)).toEqual(expected);
    expect((viaHost.federation['initOptions'] as { name: string }).name).toBe('mf_pages');
    expect(expected.calls).toContainEqual(['init', { webpackRequire: '<webpack require>' }]);
  });

  it("keeps a second host from replacing the first one's function", () => {
    const global: Record<string, unknown> = {};
    const deps = { 'bundler-runtime': bundlerRuntime([]), 'runtime-plugin': () => undefined };
    run(rewriteEntryRuntime(entrySource('root'), 'host') ?? '', containerRequire(), deps, global);
    const first = global[ENTRY_RUNTIME_GLOBAL];
    run(rewriteEntryRuntime(entrySource('nasaq_embed'), 'host') ?? '', containerRequire(), deps, global);
    expect(global[ENTRY_RUNTIME_GLOBAL]).toBe(first);
  });

  it('says so when a container runs with no host to provide it', () => {
    const deps = { 'bundler-runtime': bundlerRuntime([]), 'runtime-plugin': () => undefined };
    expect(() => run(rewriteEntryRuntime(entrySource('mf_pages'), 'container') ?? '', containerRequire(), deps, {})).toThrow(
      /needs the entry runtime its host provides/,
    );
  });

  it('rewrites the loader request, keeping the loader and the data URL form', () => {
    const request = `@module-federation/runtime/rspack.js!=!data:text/javascript,${encodeURIComponent(entrySource('mf_pages'))}`;
    const rewritten = rewriteEntryRuntimeRequest(request, 'container') ?? '';
    expect(rewritten.startsWith('@module-federation/runtime/rspack.js!=!data:text/javascript,')).toBe(true);
    expect(decodeURIComponent(rewritten.slice(rewritten.indexOf(',') + 1))).toBe(rewriteEntryRuntime(entrySource('mf_pages'), 'container'));
    expect(rewriteEntryRuntimeRequest('./src/index.ts', 'container')).toBeNull();
  });
});
