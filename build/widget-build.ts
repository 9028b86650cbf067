/**
 * The embedded widgets' builds (docs/embedding.md): each section that has a widget builds it
 * itself, as a third compiler beside its browser and Node containers (`mf-portfolio-widget`),
 * into `<its folder>/widget/`, so a section redeployed alone redeploys its widget too.
 *
 * A widget is one self-contained ES module for a partner's page: the section's own React
 * components compiled against Preact's React API (`preact/compat`, about a tenth of react-dom),
 * no federation runtime, no share scope and no global (chunks load with `import()` relative to
 * the module's own URL). Beside it, `widget.json` names the entry's current file: the server
 * reads it to tell `/embed.js` where the widget is (root-config/src/server/widget-files.ts).
 */
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance, type RuleSetRule } from '@rspack/core';
import type { WidgetKind } from '../shared/src/contract/widget';
import type { RemoteApp } from './apps';

/** The file the widget's build writes beside its files, naming its entry (read by the server). */
export const WIDGET_MANIFEST = 'widget.json';

/** What `widget.json` holds. */
export interface WidgetManifest {
  /** the entry module's file, in the same folder (`portfolio.1a2b3c4d5e.js`) */
  entry: string;
}

/**
 * `react`, `react-dom` and their subpaths, as Preact's compatibility layer, in a widget's build
 * only (the site keeps React 19). Exact requests (`$`): nothing else under `react/` is imported.
 */
export const preactForReact: Record<string, string> = {
  react$: 'preact/compat',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
  'react/jsx-runtime$': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
};

/** Writes `widget.json` with the entry's file name once the build has named its files. */
export class WidgetManifestPlugin implements RspackPluginInstance {
  constructor(private readonly entryName: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WidgetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WidgetManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const files = [...(compilation.entrypoints.get(this.entryName)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        if (files.length !== 1) {
          compilation.errors.push(new compiler.webpack.WebpackError(`the widget ${this.entryName} should have one entry file, it has ${files.length}`));
          return;
        }
        const manifest: WidgetManifest = { entry: files[0]! };
        compilation.emitAsset(WIDGET_MANIFEST, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

export interface WidgetBuildOptions {
  root: string;
  /** the section's browser folder (`dist/mf-portfolio`, or the `--out` of build:one) */
  sectionDir: string;
  /** the script and stylesheet rules of every browser build */
  rules: RuleSetRule[];
  /** the browser builds' aliases (smaller modules of dependencies) */
  alias: Record<string, string>;
  plugins: RspackPluginInstance[];
}

/**
 * What a widget's first screen needs beyond its own modules, by kind.
 *
 * `eager`: modules of '@site/shared' whose dynamic imports are bundled with the widget. On the
 * site they load parts of the request path lazily, because a page's first screen comes with its
 * data; a portfolio widget's first screen is a request, so the request client's network part and
 * the reply checks come with it rather than as two more round trips before the designs show.
 *
 * `replyContract`: the part of the wire contract its replies are checked with, in place of the
 * whole contract (every screen's schemas, which the site loads as one chunk): the portfolio widget
 * reads the portfolio's endpoints only. build/widget-build.test.ts holds it to every schema those
 * endpoints pick.
 */
export const widgetNeeds: Record<WidgetKind, { eager: RegExp | null; replyContract: string | null }> = {
  portfolio: { eager: /[\\/]shared[\\/]src[\\/]api[\\/](request|reply-check)\.ts$/, replyContract: 'shared/src/contract/portfolio.ts' },
  // Its first screen reads nothing: the request path and the checks load when the visitor writes.
  consultation: { eager: null, replyContract: null },
};

/** Modules of dependencies that write to `globalThis` (see build/own-globals-loader.cjs). */
const writesGlobals = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](core|registries)\.js$/;

/** The contract the reply checks import (`shared/src/api/reply-check.ts`: `import('@site/shared/contract')`). */
const contractIndex = /^@site\/shared\/contract$/;

/** The widget's compiler: `<dir>-widget`. */
export function widgetBuild(app: RemoteApp & { widget: NonNullable<RemoteApp['widget']> }, options: WidgetBuildOptions): Configuration {
  const { kind, entry } = app.widget;
  const needs = widgetNeeds[kind];
  const replyContract = needs.replyContract && path.join(options.root, needs.replyContract);
  const replyCheck = path.join(options.root, 'shared', 'src', 'api', 'reply-check.ts');
  return {
    name: `${app.dir}-widget`,
    mode: 'production',
    context: options.root,
    target: 'browserslist',
    devtool: 'source-map',
    entry: { [kind]: entry },
    output: {
      path: path.join(options.sectionDir, 'widget'),
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[id].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // An ES module: chunks load with import() beside it, nothing is put on the page's window.
      module: true,
      chunkFormat: 'module',
      chunkLoading: 'import',
      library: { type: 'module' },
      publicPath: 'auto',
      uniqueName: `${app.dir}-widget`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: { ...options.alias, ...preactForReact } },
    module: {
      rules: [
        ...options.rules,
        // No global of ours on the partner's window, not even a dependency's.
        { test: writesGlobals, loader: path.join(options.root, 'build', 'own-globals-loader.cjs') },
        ...(needs.eager ? [{ test: needs.eager, parser: { dynamicImportMode: 'eager' } }] : []),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new WidgetManifestPlugin(kind),
      ...(replyContract
        ? [
            new rspack.NormalModuleReplacementPlugin(contractIndex, (resource) => {
              if (resource.contextInfo.issuer === replyCheck) resource.request = replyContract;
            }),
          ]
        : []),
      ...options.plugins,
    ],
  };
}
