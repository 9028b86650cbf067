import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * The file every build of the site writes beside its entry: the host's and each section's
 * browser build, and each section's server build (in its `server/` folder). Never served
 * (api/src/site/static-site.ts, api/src/releases/routes.ts).
 */
export const BUILD_INFO_FILE = 'build-info.json';

/**
 * What one build says about itself, for the server and the release tools (api/src/releases):
 * - `rspack` and `federation`: the versions it was built with. A section's browser container
 *   runs on the federation runtime its host provides (Module Federation's `externalRuntime`,
 *   root-config/src/federation/provide-bundler-runtime.ts), so a release of a section built with
 *   other versions than the live host's is refused (api/src/releases/checks.ts).
 * - `entry`: the container's file, which the server locates a released section by
 *   (api/src/releases/section-locator.ts) and a release must hold (api/src/releases/checks.ts).
 * - `styles`: each stylesheet chunk's file and the name the container's own CSS loader knows it
 *   by (`data-rspack` on its `<link>`): a page the server renders links a section's stylesheet
 *   under that name, so the loader finds it instead of adding a second copy.
 */
export interface WrittenBuildInfo {
  /** the output's `uniqueName` (the section's folder name, or `root-config`) */
  name: string;
  /** the Module Federation container's name (`mf_portfolio`), null for a host */
  container: string | null;
  /**
   * the container's own file, relative to the output folder (`remoteEntry.js`): what a page or
   * the server loads the section by. Null for a host. Read from the compilation, so whoever
   * locates a section reads the name here instead of repeating the config's `filename`.
   */
  entry: string | null;
  rspack: string;
  federation: { runtimeCore: string; bundlerRuntime: string };
  styles: Record<string, string>;
}

const nodeModules = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules');

function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(path.join(nodeModules, pkg, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The file of the federated container `container` (the entry Module Federation adds under its name). */
function containerFile(compilation: Compilation, container: string): string {
  const chunk = compilation.entrypoints.get(container)?.getEntrypointChunk();
  const file = chunk ? [...chunk.files].find((name) => name.endsWith('.js')) : undefined;
  if (!file) throw new Error(`BuildInfoPlugin: the build has no entry for the container ${container}`);
  return file;
}

export class BuildInfoPlugin implements RspackPluginInstance {
  constructor(private readonly container: string | null) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources, rspackVersion } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      // After the content hashes: the file names are final.
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const name = compilation.outputOptions.uniqueName ?? '';
        const styles: Record<string, string> = {};
        for (const chunk of compilation.chunks) {
          for (const file of chunk.files) {
            // Rspack's CSS loading runtime names a chunk's stylesheet `<uniqueName>:chunk-<chunk id>`
            // (build/build-info-plugin.test.ts reads it from a built container's runtime).
            if (file.endsWith('.css') && chunk.id !== null && chunk.id !== undefined) styles[file] = `${name}:chunk-${chunk.id}`;
          }
        }
        const info: WrittenBuildInfo = {
          name,
          container: this.container,
          entry: this.container === null ? null : containerFile(compilation, this.container),
          rspack: rspackVersion,
          federation: {
            runtimeCore: installedVersion('@module-federation/runtime-core'),
            bundlerRuntime: installedVersion('@module-federation/webpack-bundler-runtime'),
          },
          styles,
        };
        compilation.emitAsset(BUILD_INFO_FILE, new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}
