import { NormalModuleReplacementPlugin } from '@rspack/core';

/**
 * The federation's entry runtime, once per page instead of once per remote entry.
 *
 * Rspack's Module Federation plugin adds to every build an entry module of its own (a
 * `data:text/javascript,` URL behind `@module-federation/runtime/rspack.js!=!`): a few
 * constants of the build (its container name, share strategy, remote infos, runtime plugins)
 * and one long function that wires the webpack runtime to the federation's bundler runtime
 * (moduleFederationDefaultRuntime.js in @rspack/core). The function is the same text in every
 * build: about 1.6 KB gzip in each remote entry, and a page runs two or three of them.
 *
 * Here that entry module is rewritten as it is resolved:
 * - in a host's browser build (`host`), the function is kept once, under a name, and put on
 *   `globalThis[ENTRY_RUNTIME_GLOBAL]` before it runs for the host itself;
 * - in a container's browser build (`container`), the function's text is left out: the
 *   container calls the host's with its own `__webpack_require__` and its own constants.
 * The function reads nothing but its arguments (`runtimeRequire` and the constants), so the
 * host's copy does for a container exactly what the container's own would (held by
 * entry-runtime-from-host.test.ts, which runs both on the same container state).
 */
export const ENTRY_RUNTIME_GLOBAL = '__NASAQ_FEDERATION_ENTRY_RUNTIME__';

/** The constants the entry module declares before the function, in the order the function's parameters take them. */
const ENTRY_RUNTIME_CONSTANTS = [
  '__module_federation_bundler_runtime__',
  '__module_federation_runtime_plugins__',
  '__module_federation_remote_infos__',
  '__module_federation_container_name__',
  '__module_federation_share_strategy__',
  '__module_federation_share_fallbacks__',
  '__module_federation_library_type__',
] as const;

const DATA_PREFIX = 'data:text/javascript,';
const REQUIRE_NAME = '__nasaq_federation_require__';
/** How the function starts once rspack put the webpack require in place of its placeholder. */
const FUNCTION_START = 'const runtimeRequire=__webpack_require__;';

export type EntryRuntimeRole = 'host' | 'container';

/**
 * The entry module's source split into what the build declares (imports and constants) and
 * the function's text (from `const runtimeRequire=` on), or `null` when the source is not one
 * this file knows (another version of rspack): `entryRuntimeFromHost` then fails the build.
 */
export function splitEntryRuntime(source: string): { declarations: string; body: string } | null {
  const start = source.indexOf(FUNCTION_START);
  if (start < 0) return null;
  const declarations = source.slice(0, start);
  if (!ENTRY_RUNTIME_CONSTANTS.every((name) => declarations.includes(`const ${name} =`) || declarations.includes(`import ${name} from`))) return null;
  return { declarations, body: source.slice(start) };
}

/** The entry module's source for `role`, or `null` when it is left as it is. */
export function rewriteEntryRuntime(source: string, role: EntryRuntimeRole): string | null {
  const split = splitEntryRuntime(source);
  if (!split) return null;
  const global = `globalThis[${JSON.stringify(ENTRY_RUNTIME_GLOBAL)}]`;
  const call = `__nasaq_entry_runtime__(__webpack_require__,${ENTRY_RUNTIME_CONSTANTS.join(',')})`;
  if (role === 'container') {
    return `${split.declarations}const __nasaq_entry_runtime__=${global};if(typeof __nasaq_entry_runtime__!=="function")throw new Error("[federation] this container needs the entry runtime its host provides");${call}`;
  }
  // The function takes the webpack require as a parameter of its own name: a parameter named
  // `__webpack_require__` would be the bundler's to rewrite.
  const body = `const runtimeRequire=${REQUIRE_NAME};${split.body.slice(FUNCTION_START.length)}`;
  return `${split.declarations}function __nasaq_entry_runtime__(${[REQUIRE_NAME, ...ENTRY_RUNTIME_CONSTANTS].join(',')}){${body}}${global}??=__nasaq_entry_runtime__;${call}`;
}

/** Rewrites a `loader!=!data:text/javascript,...` request, or returns `null` for any other. */
export function rewriteEntryRuntimeRequest(request: string, role: EntryRuntimeRole): string | null {
  const marker = `!=!${DATA_PREFIX}`;
  const at = request.indexOf(marker);
  if (at < 0) return null;
  const rewritten = rewriteEntryRuntime(decodeURIComponent(request.slice(at + marker.length)), role);
  return rewritten === null ? null : `${request.slice(0, at + marker.length)}${encodeURIComponent(rewritten)}`;
}

/** The plugin for a browser build of `role` (rspack.config.ts). */
export function entryRuntimeFromHost(role: EntryRuntimeRole): InstanceType<typeof NormalModuleReplacementPlugin> {
  return new NormalModuleReplacementPlugin(/!=!data:text\/javascript,import%20__module_federation_bundler_runtime__/, (resource: { request: string }) => {
    const rewritten = rewriteEntryRuntimeRequest(resource.request, role);
    if (rewritten === null)
      throw new Error(
        `[entry-runtime-from-host] the federation's entry module is not the one this build knows (another @rspack/core?): ${resource.request.slice(0, 120)}`,
      );
    resource.request = rewritten;
  });
}
