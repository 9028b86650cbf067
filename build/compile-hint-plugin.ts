import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * V8's explicit compile hint (Chrome 136 and later): a file that starts with it has every
 * function compiled as the script streams in, on a background thread, instead of each on the
 * main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Below this size (minified) a script has little to compile, and the hint's 29 bytes weigh on the page's JavaScript budget. */
const COMPILE_HINT_MIN_BYTES = 20 * 1024;

/**
 * Starts every script of a browser build of COMPILE_HINT_MIN_BYTES or more with COMPILE_HINT.
 * The site's scripts are split by what a page runs (each route's chunk loads when the route
 * shows, each feature's when it is used), so most of a file's functions run soon after it
 * arrives: V8 compiled them one by one on the main thread, on the first call. With the hint on
 * React's chunk, the host's entry and the shared module, a page spends a fifth to a third less
 * of its main thread on JavaScript (docs/performance.md).
 *
 * After minification (which drops comments) and before the source maps, the content hashes and
 * the compressed copies, which all see the hint.
 */
export class CompileHintPlugin implements RspackPluginInstance {
  constructor(private readonly minBytes = COMPILE_HINT_MIN_BYTES) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (name.endsWith('.js') && assets[name]!.size() >= this.minBytes)
            compilation.updateAsset(name, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}
