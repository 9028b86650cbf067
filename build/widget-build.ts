/**
 * The embedded widgets' builds (docs/embedding.md): each section that has a widget builds it
 * itself, as compilers beside its browser and Node containers (`mf-portfolio-widget-kit`, then
 * `mf-portfolio-widget`), into `<its folder>/widget/`, so a section redeployed alone redeploys its
 * widget too.
 *
 * A widget is one self-contained ES module for a partner's page: the section's own React
 * components compiled against Preact's React API, which they import from the widgets' kit
 * (build/widget-kit.ts: one file, the same for every section), with no federation runtime, no
 * share scope and no global (chunks load with `import()` relative to the module's own URL). It
 * ships only the texts it shows (build/widget-texts.ts) and checks its replies with parsers
 * compiled from the contract (build/reply-parsers.ts). Beside it, `widget.json` names its files
 * (build/widget-manifest.ts): the server reads it to tell `/embed.js` where the widget is and
 * what to start with it (api/src/site/widget-files.ts).
 */
import path from 'node:path';
import { rspack, type Configuration, type RspackPluginInstance, type RuleSetRule } from '@rspack/core';
import type { $ZodType } from 'zod/v4/core';
import * as contract from '../shared/src/contract/index';
import type { WidgetKind } from '../shared/src/contract/widget';
import { replyParsersSources } from './reply-parsers';
import { widgetTextRules } from './widget-texts';
import { KIT_FOLDER, KitCoveragePlugin, kitExternals, kitFile, widgetKitBuild } from './widget-kit';
import { WidgetManifestPlugin, type FirstScreen } from './widget-manifest';
import type { RemoteApp } from './apps';

export interface WidgetBuildOptions {
  root: string;
  /** the section's browser folder (`dist/mf-portfolio`, or the `--out` of build:one) */
  sectionDir: string;
  /** the script and stylesheet rules of every browser build */
  rules: RuleSetRule[];
  plugins: RspackPluginInstance[];
}

/** What a widget needs of its build beyond its own modules (see `widgetNeeds`). */
export interface WidgetNeeds {
  /**
   * Modules of '@site/shared' whose dynamic imports are bundled with the widget. On the site they
   * load the request client's network part lazily, because a page's first screen comes with its
   * data; a portfolio widget's first screen is a request, so it comes with the entry rather than
   * as one more round trip before the designs show.
   */
  eager: RegExp | null;
  /**
   * The schemas its replies are checked with, compiled ahead of time by zod (build/reply-parsers.ts),
   * `true` for its first screen's (bundled with the entry; the others are chunks). The names are
   * those the endpoints it reads pick (`(contract) => contract.portfolioListResponseSchema`):
   * build/widget-build.test.ts holds them to it.
   */
  replyParsers: Record<string, boolean>;
  /**
   * The part of the wire contract that checks a reply its parser did not accept (and names the
   * issue), loaded then, in place of the whole contract (every screen's schemas, which the site
   * loads as one chunk).
   */
  replyContract: string | null;
  /**
   * What its first screen loads as chunks, which `/embed.js` starts with its entry
   * (build/widget-manifest.ts): its texts, and the code of its first read.
   */
  firstScreen: FirstScreen;
}

export const widgetNeeds: Record<WidgetKind, WidgetNeeds> = {
  portfolio: {
    eager: /[\\/]shared[\\/]src[\\/]request[\\/]request\.ts$/,
    replyParsers: { portfolioListResponseSchema: true, portfolioDetailResponseSchema: false },
    replyContract: 'shared/src/contract/portfolio.ts',
    firstScreen: { texts: ['core'], modules: ['shared/src/request/portfolio.ts'] },
  },
  // Its first screen reads nothing: the request path and the checks load when the visitor writes.
  consultation: { eager: null, replyParsers: {}, replyContract: null, firstScreen: { texts: ['core', 'forms'], modules: [] } },
};

/** The module a widget's build fills with its compiled reply parsers. */
export const replyParsersModule = /[\\/]shared[\\/]src[\\/]request[\\/]reply-parsers\.ts$/;

/** The generated sources of a widget's reply parsers (build/reply-parsers.ts), from the contract's schemas. */
function replyParsersRule(root: string, parsers: WidgetNeeds['replyParsers']): RuleSetRule[] {
  const names = Object.keys(parsers);
  if (names.length === 0) return [];
  const schemas = Object.fromEntries(
    names.map((name) => {
      const schema = (contract as Record<string, unknown>)[name];
      if (!schema || typeof schema !== 'object' || !('_zod' in schema)) throw new Error(`the contract has no schema ${name}`);
      return [name, { schema: schema as $ZodType, firstScreen: parsers[name] === true }];
    }),
  );
  return [{ test: replyParsersModule, loader: path.join(root, 'build', 'generated-source-loader.cjs'), options: { sources: replyParsersSources(schemas) } }];
}

/** Modules of dependencies that write to `globalThis` (see build/own-globals-loader.cjs). */
const writesGlobals = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](core|registries)\.js$/;

/** The contract the reply checks import (`shared/src/request/reply-check.ts`: `import('@site/shared/contract')`). */
const contractIndex = /^@site\/shared\/contract$/;

/**
 * Modules a widget's build resolves to a stand-in of its own, by request: no routes on a partner's
 * page (shared/src/embed/stand-ins/wouter.ts), and no offline copy (shared/src/embed/stand-ins/offline.ts). Paths from the
 * repository's root; knip (knip.jsonc) counts the stand-ins as entry points.
 */
export const WIDGET_STAND_INS: Readonly<Record<string, string>> = {
  wouter$: 'shared/src/embed/stand-ins/wouter.ts',
  '@site/shared/offline$': 'shared/src/embed/stand-ins/offline.ts',
};

/** The widget's compiler: `<dir>-widget`. */
function widgetBuild(app: RemoteApp & { widget: NonNullable<RemoteApp['widget']> }, options: WidgetBuildOptions): Configuration {
  const { kind, entry } = app.widget;
  const widgetDir = path.join(options.sectionDir, 'widget');
  const needs = widgetNeeds[kind];
  const replyContract = needs.replyContract && path.join(options.root, needs.replyContract);
  const replyCheck = path.join(options.root, 'shared', 'src', 'request', 'reply-check.ts');
  return {
    name: `${app.dir}-widget`,
    mode: 'production',
    context: options.root,
    target: 'browserslist',
    devtool: 'source-map',
    entry: { [kind]: entry },
    // React, react-dom and Preact come from the kit, which its section builds first.
    dependencies: [`${app.dir}-widget-kit`],
    externalsType: 'module',
    externals: kitExternals(widgetDir),
    output: {
      path: widgetDir,
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
      // The kit's folder is its own compiler's.
      clean: { keep: (asset: string) => path.relative(widgetDir, path.resolve(widgetDir, asset)).split(path.sep)[0] === KIT_FOLDER },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: Object.fromEntries(Object.entries(WIDGET_STAND_INS).map(([request, file]) => [request, path.join(options.root, file)])),
    },
    module: {
      // A name a module imports that another does not export fails the build (it would be undefined on partner pages).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        ...options.rules,
        // No global of ours on the partner's window, not even a dependency's.
        { test: writesGlobals, loader: path.join(options.root, 'build', 'own-globals-loader.cjs') },
        ...(needs.eager ? [{ test: needs.eager, parser: { dynamicImportMode: 'eager' } }] : []),
        ...replyParsersRule(options.root, needs.replyParsers),
        ...widgetTextRules(options.root, kind),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new WidgetManifestPlugin({ entryName: kind, firstScreen: needs.firstScreen, kitFile: () => kitFile(widgetDir) }),
      new KitCoveragePlugin(kind),
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

/** The names of a section's widget compilers: its kit, then the widget (`--config-name`). */
export function widgetBuildNames(dir: string): string[] {
  return [`${dir}-widget-kit`, `${dir}-widget`];
}

/**
 * A section's widget for partner pages (docs/embedding.md): the widgets' kit, then the widget
 * itself, into `<its folder>/widget/`.
 */
export function widgetBuilds(app: RemoteApp & { widget: NonNullable<RemoteApp['widget']> }, options: WidgetBuildOptions): Configuration[] {
  const widgetDir = path.join(options.sectionDir, 'widget');
  return [widgetKitBuild(app.dir, { root: options.root, widgetDir, rules: options.rules, plugins: options.plugins }), widgetBuild(app, options)];
}
