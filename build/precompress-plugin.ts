import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * Writes `.br` and `.gz` next to every text asset at build time, so the server sends
 * compressed files without compressing on each request (@fastify/static's `preCompressed`).
 * Done here rather than with compression-webpack-plugin, which pulls in all of webpack.
 */
// Not HTML (the server rewrites it per request) and not remotes.json (edited by hand to
// move or roll back a section: a stale compressed copy would win over the edit).
const compressible = /\.(js|css|svg)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!compressible.test(name)) continue;
          const buffer = source.buffer();
          if (buffer.length < MIN_BYTES) continue;
          const brotli = brotliCompressSync(buffer, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
          });
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(buffer, { level: 9 })));
        }
      });
    });
  }
}
