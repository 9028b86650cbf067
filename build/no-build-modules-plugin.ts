import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * `build/` holds the build and nothing a bundle runs: its configuration, plugins, loaders and the
 * checks of the repository. A module that ends up in a page, a widget or a server container lives
 * beside what it belongs to (the widgets' stand-ins in `shared/src/embed/stand-ins/`), where a
 * newcomer looks for it and where tools that take `build/` for build output leave it alone.
 *
 * This plugin, in every compiler of rspack.config.ts, fails the compilation that bundles a module
 * from `folder`, naming each: it reads the modules the compilation built (the build's own module
 * list, loaders' targets and `data:` modules included), not the sources' import lines.
 */
export class NoBuildModulesPlugin implements RspackPluginInstance {
  constructor(private readonly folder: string) {}

  apply(compiler: Compiler): void {
    const folder = path.resolve(this.folder) + path.sep;
    compiler.hooks.thisCompilation.tap('NoBuildModulesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('NoBuildModulesPlugin', (modules) => {
        const bundled = new Set<string>();
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource?.split('?')[0];
          if (resource && resource.startsWith(folder)) bundled.add(path.relative(compiler.context, resource));
        }
        if (bundled.size === 0) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${compiler.options.name ?? 'a build'} bundles ${[...bundled].sort().join(', ')}: build/ holds only the build; put a module a bundle runs beside what it belongs to (docs/architecture.md#the-build-folder)`,
          ),
        );
      });
    });
  }
}
