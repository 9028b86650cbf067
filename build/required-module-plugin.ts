import path from 'node:path';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/**
 * Fails the compilation that does not build `file`, saying `why` it must: for a module the
 * configuration puts in by an alias, so an alias that stops matching (a dependency upgraded to
 * files of other names) fails the build instead of quietly bundling what it stood in for. It
 * reads the modules the compilation built, as NoBuildModulesPlugin does.
 */
export class RequiredModulePlugin implements RspackPluginInstance {
  constructor(
    private readonly file: string,
    private readonly why: string,
  ) {}

  apply(compiler: Compiler): void {
    const file = path.resolve(this.file);
    compiler.hooks.thisCompilation.tap('RequiredModulePlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RequiredModulePlugin', (modules) => {
        for (const module of modules) if ((module as { resource?: string }).resource?.split('?')[0] === file) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(`${compiler.options.name ?? 'a build'} does not bundle ${path.relative(compiler.context, file)}: ${this.why}`),
        );
      });
    });
  }
}
