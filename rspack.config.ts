/**
 * One multi-compiler build: the host (`root-config`) and one federated container per
 * micro-frontend, each into its own folder of `dist/`, each twice: for the browser, and for
 * Node (the server renders every page's first screen with the same source: `<dir>/server/`).
 * Build one section alone with `npm run build:one -- mf-pages` (both of its builds, nothing else).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CopyRspackPlugin, DefinePlugin, HtmlRspackPlugin, type Configuration, type RuleSetRule } from '@rspack/core';
import { remoteApps } from './build/apps';
import { BuildInfoPlugin } from './build/build-info-plugin';
import { PaintFirstPlugin } from './build/paint-first-plugin';
import { PrecompressPlugin } from './build/precompress-plugin';
import { CompileHintPlugin } from './build/compile-hint-plugin';
import { entryRuntimeFromHost } from './build/entry-runtime-from-host';
import { enginesNode, nodeTarget } from './build/node-target';
import { NoBuildModulesPlugin } from './build/no-build-modules-plugin';
import { RequiredModulePlugin } from './build/required-module-plugin';
import { sectionShared, serverShared, sharedDependencies } from './build/shared-deps';
import { widgetBuilds } from './build/widget-build';
import shadowRootCss from './build/shadow-root-css.mjs';
import { bootScript } from './shared/src/state/boot-script';
import { fontScript } from './shared/src/state/font-script';
import { layoutScript } from './shared/src/state/layout-script';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Where the build writes (the server reads the same variable): `dist/` unless DIST_DIR says otherwise. */
const distDir = path.resolve(root, process.env['DIST_DIR'] ?? 'dist');
const API_PORT = Number(process.env.API_PORT ?? 8081);
/**
 * `npm run build:one -- mf-pages --out <folder>`: where that one section's builds go instead of
 * `dist/mf-pages` (a new folder to point remotes.json at: redeploying without touching the live one).
 */
const sectionOut = process.env['SECTION_OUT_DIR'] ? path.resolve(root, process.env['SECTION_OUT_DIR']) : null;

/**
 * The federation's runtime packages in their ES module builds, chosen by their `exports`
 * conditions (docs/architecture.md#the-federation-runtime-in-the-build). The plugin injects the
 * bundler runtime by the path Node's `require.resolve` gives, its CommonJS build, which requires
 * the runtime and the SDK by name: resolving those names with `import` first brings them in as ES
 * modules, which tree-shake (the SDK's Node-only helpers stay out), and in the one format the
 * host's own imports use, so there is one runtime-core, whose module state (the federation
 * instance) must be unique.
 */
function federationRuntimeAsEsm(environment: 'browser' | 'node'): RuleSetRule {
  return { test: /[\\/]node_modules[\\/]@module-federation[\\/]/, resolve: { conditionNames: ['import', 'module', environment, 'webpack', 'default'] } };
}

/**
 * The host's provide-bundler-runtime.ts imports the bundler runtime by the conditions Node's
 * `require` uses: the very module the plugin injected by its CommonJS path, not a second copy of it.
 */
const bundlerRuntimeAsInjected: RuleSetRule = {
  test: /[\\/]root-config[\\/]src[\\/]federation[\\/]provide-bundler-runtime\.ts$/,
  resolve: { conditionNames: ['require', 'browser', 'webpack', 'default'] },
};

const requireFromRoot = createRequire(import.meta.url);

/**
 * The federation's bundler runtime in a container's browser build: the host's copy
 * (root-config/src/federation/provide-bundler-runtime.ts), not one more in every remote entry.
 * The plugin injects the package by the file Node's `require.resolve` gives for its name: the same
 * resolution here names that file, wherever the package keeps it.
 */
const externalBundlerRuntime = path.join(root, 'root-config', 'src', 'federation', 'external-bundler-runtime.ts');
const bundlerRuntimeFromHost: Record<string, string> = {
  [`${requireFromRoot.resolve('@module-federation/webpack-bundler-runtime')}$`]: externalBundlerRuntime,
};

/** A container's browser build fails when that alias matched nothing (the plugin found the bundler runtime another way). */
const bundlesBundlerRuntimeFromHost = new RequiredModulePlugin(
  externalBundlerRuntime,
  'bundlerRuntimeFromHost matched nothing, so this container carries a bundler runtime of its own (docs/architecture.md#the-federation-runtime-in-the-build)',
);

/** The bundler runtime's version, which the host announces and each container compares with its own. */
const bundlerRuntimeVersion = new DefinePlugin({
  __FEDERATION_BUNDLER_RUNTIME_VERSION__: JSON.stringify(
    (requireFromRoot('@module-federation/webpack-bundler-runtime/package.json') as { version: string }).version,
  ),
});

interface Mode {
  dev: boolean;
}

function scriptRule({ dev }: Mode): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
      },
    },
    type: 'javascript/auto',
  };
}

function rules(mode: Mode): RuleSetRule[] {
  return [
    scriptRule(mode),
    // `import css from './widget.css?url'`: the stylesheet as a file of its own, which an embedded
    // widget fetches for its shadow root (a stylesheet the bundler links would land in the
    // partner's document), made fit for a shadow root as it is built (build/shadow-root-css.mjs,
    // after the plugins of postcss.config.mjs).
    {
      test: /\.css$/,
      resourceQuery: /url/,
      use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: [shadowRootCss()] } } }],
      type: 'asset/resource',
      generator: { filename: '[name].[contenthash:10].css' },
    },
    { test: /\.css$/, resourceQuery: { not: [/url/] }, use: [{ loader: 'postcss-loader' }], type: 'css/auto' },
    { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/, type: 'asset/resource' },
  ];
}

function base(name: string, mode: Mode): Configuration {
  const hash = mode.dev ? '' : '.[contenthash:10]';
  return {
    name,
    mode: mode.dev ? 'development' : 'production',
    context: root,
    target: 'browserslist',
    devtool: mode.dev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      path: path.join(distDir, name),
      filename: `[name]${hash}.js`,
      chunkFilename: `[id]${hash}.js`,
      cssFilename: `[name]${hash}.css`,
      cssChunkFilename: `[id]${hash}.css`,
      // Hashed in development too: index.html preloads the web fonts by these names.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: [...rules(mode), federationRuntimeAsEsm('browser')] },
    performance: { hints: false },
    stats: 'errors-warnings',
    // The dev server compiles dynamic imports lazily by default, and with live reload (no HMR
    // across federated apps) the first use of every lazy chunk (a text pack, the chooser's
    // panel, a deferred endpoint) reloaded the page under `npm run dev`. Compile all up front.
    lazyCompilation: false,
  };
}

/**
 * Keeps the folders of a section's other builds (its Node container's `server/`, its widget's
 * `widget/`) when its browser build cleans its own.
 */
function keepServerBuild(outputPath: string): (asset: string) => boolean {
  const kept = ['server', 'widget'].map((folder) => path.join(outputPath, folder));
  // Rspack passes absolute paths (webpack relative ones): both are understood.
  return (asset) => {
    const file = path.resolve(outputPath, asset);
    return kept.some((folder) => file === folder || file.startsWith(folder + path.sep));
  };
}

/**
 * The host's copy of the doors of '@site/shared' it provides, in one file rather than a file per
 * door: every page of the site loads every one of them (the shell, on every route, and the
 * content sections use them all), and in one file they weigh 3.2 KB gzip less on `/`
 * (docs/shared.md). Each stays a share of its own. Only their first-load code, with what it
 * takes from the two doors that are no share (the page data's check, the worker's names): the
 * chunks a door loads later (text packs, endpoint groups, the offline store, the lightbox, the
 * contract's schemas) are named, and stay apart.
 */
const doorsInOneFile = {
  test: /[\\/](shared[\\/]src[\\/](contract|worker|state|format|i18n|site|api|offline|react|ui|blocks|page)[\\/]|node_modules[\\/](lru\.min|@lucide[\\/]icons)[\\/])/,
  chunks: (chunk: { name?: string | null }) => !chunk.name,
  // One name: one file (without it, a file per set of chunks that share the modules).
  name: 'doors',
  enforce: true,
};

function host(mode: Mode): Configuration {
  return {
    ...base('root-config', mode),
    entry: { main: './root-config/src/index.ts' },
    output: { ...base('root-config', mode).output, publicPath: '/', clean: { keep: keepServerBuild(path.join(distDir, 'root-config')) } },
    module: { rules: [...rules(mode), federationRuntimeAsEsm('browser'), bundlerRuntimeAsInjected] },
    optimization: { splitChunks: { cacheGroups: { doors: doorsInOneFile } } },
    plugins: [
      bundlerRuntimeVersion,
      entryRuntimeFromHost('host'),
      // build-info.json: the versions a section released on its own must match (api/src/releases/checks.ts).
      new BuildInfoPlugin(null),
      new ModuleFederationPlugin({
        name: 'root',
        remotes: {},
        shared: sharedDependencies,
        shareStrategy: 'loaded-first',
        // No snapshot plugin: remotes are registered by their remoteEntry.js URL, never by an
        // mf-manifest.json, so the code that reads manifests is dead weight (1.5 KB gzip).
        experiments: { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
        dts: false,
        manifest: false,
      }),
      new HtmlRspackPlugin({
        template: './root-config/src/index.html',
        templateParameters: { bootScript, fontScript, layoutScript },
        minify: !mode.dev,
      }),
      ...(mode.dev ? [] : [new PaintFirstPlugin()]),
      new CopyRspackPlugin({ patterns: [{ from: 'root-config/public', to: '.' }] }),
      ...(mode.dev ? [] : [new CompileHintPlugin(), new PrecompressPlugin()]),
    ],
    devServer: {
      port: Number(process.env.PORT ?? 8080),
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${API_PORT}` }],
      devMiddleware: { writeToDisk: false },
    },
  };
}

function remote(app: (typeof remoteApps)[number], mode: Mode): Configuration {
  const config = base(app.dir, mode);
  return {
    ...config,
    entry: {},
    // 'auto': the container finds its chunks next to its own remoteEntry.js, wherever the
    // manifest points. The dev server needs a fixed prefix to know which compiler serves a URL.
    output: {
      ...config.output,
      ...(sectionOut && { path: sectionOut }),
      publicPath: mode.dev ? `/${app.dir}/` : 'auto',
      clean: { keep: keepServerBuild(sectionOut ?? path.join(distDir, app.dir)) },
    },
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...bundlerRuntimeFromHost } },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // A stylesheet that several exposes import (an app's utilities, for its page and for the
          // blocks it gives other pages) is one file, which a page links once.
          sharedStyles: { test: /\.css$/, chunks: 'all', minChunks: 2, minSize: 0, enforce: true },
        },
      },
    },
    plugins: [
      bundlerRuntimeVersion,
      bundlesBundlerRuntimeFromHost,
      // The entry runtime's function is the host's too (build/entry-runtime-from-host.ts).
      entryRuntimeFromHost('container'),
      // build-info.json: its versions and its stylesheets' names, read by the server and the release tools.
      new BuildInfoPlugin(app.container),
      new ModuleFederationPlugin({
        name: app.container,
        filename: 'remoteEntry.js',
        exposes: app.exposes,
        shared: sectionShared,
        shareStrategy: 'loaded-first',
        // The host provides the federation runtime once for the page (its bundler runtime too:
        // bundlerRuntimeFromHost).
        experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
        dts: false,
        // mf-manifest.json lists each expose's files: the server links the stylesheets and
        // preloads the scripts of the sections a page shows. The runtime never reads it.
        manifest: true,
      }),
      ...(mode.dev ? [] : [new CompileHintPlugin(), new PrecompressPlugin()]),
    ],
  };
}

/**
 * `/embed.js`, the loader partners add: no federation, no React, a few KB (bench:embed measures
 * it). Built into `dist/embed-loader/embed.js`; the server sends it with the widgets' current
 * files (api/src/site/embed-files.ts), and it imports a widget's module when its first element
 * connects.
 */
function embedLoader(mode: Mode): Configuration {
  const config = base('embed', mode);
  return {
    ...config,
    entry: { embed: './root-config/src/embed/loader.ts' },
    output: { ...config.output, path: path.join(distDir, 'embed-loader'), filename: 'embed.js', publicPath: 'auto', uniqueName: 'nasaq_embed_loader' },
    // No source map: the server sends the file wrapped (embed-files.ts), so one would not match.
    devtool: false,
  };
}

/** A section's widget for partner pages, when it has one (build/widget-build.ts: its kit, then the widget), into its folder. */
function widget(app: (typeof remoteApps)[number]): Configuration[] {
  if (!app.widget) return [];
  return widgetBuilds(
    { ...app, widget: app.widget },
    { root, sectionDir: sectionOut ?? path.join(distDir, app.dir), rules: rules({ dev: false }), plugins: [new PrecompressPlugin()] },
  );
}

/** The Node versions package.json allows: the server builds target the lowest (build/node-target.ts). */
const nodeEngines = enginesNode();

/**
 * A section's Node container: the same source as its browser container, built as a
 * `commonjs-module` container with an async startup (as Module Federation's SSR examples and
 * the server builds of Nx and Modern.js do), exposing its `./ssr` (see ServerApp in
 * '@site/shared') and the components other sections render. Chunks load from disk beside it.
 */
function serverRemote(app: (typeof remoteApps)[number]): Configuration {
  return {
    name: `${app.dir}-server`,
    mode: 'production',
    context: root,
    target: nodeTarget(nodeEngines, 'async-node'),
    devtool: false,
    entry: {},
    output: {
      path: path.join(sectionOut ?? path.join(distDir, app.dir), 'server'),
      filename: '[name].js',
      chunkFilename: '[id].[contenthash:10].js',
      library: { type: 'commonjs-module' },
      uniqueName: `${app.dir}-server`,
      // Only for the URLs of imported files (a flag image): where the browser build serves them.
      // Chunks load from disk beside the container, whatever this says.
      publicPath: `/${app.dir}/`,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    // jsdom (the DOM mf-pages' server sanitiser gives DOMPurify) is required from node_modules at
    // run time, never bundled: it reads files beside its own modules and loads parts on demand.
    externals: { jsdom: 'commonjs jsdom' },
    // No CSS rule: what a server container renders imports no stylesheet (a browser entry
    // does), and a stylesheet reaching this graph fails the build rather than slipping in.
    // Files it imports are the browser build's: named the same, not written twice.
    module: {
      rules: [
        scriptRule({ dev: false }),
        { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/, type: 'asset/resource', generator: { emit: false } },
        federationRuntimeAsEsm('node'),
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      // server/build-info.json: the container's file, which the server loads a released section by.
      new BuildInfoPlugin(app.container),
      new ModuleFederationPlugin({
        name: app.container,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        exposes: app.serverExposes,
        shared: serverShared,
        shareStrategy: 'loaded-first',
        experiments: { asyncStartup: true, optimization: { target: 'node', disableSnapshot: true } },
        dts: false,
        manifest: false,
      }),
    ],
  };
}

/**
 * The server host: renders a page's first screen from the sections' Node containers, loaded
 * through the federation runtime by remotes.json (root-config/src/server). One CommonJS file
 * the API server requires; it bundles React, react-dom/server and the doors of '@site/shared', which it
 * provides to the containers as singletons.
 */
function serverHost(): Configuration {
  return {
    name: 'root-config-server',
    mode: 'production',
    context: root,
    target: nodeTarget(nodeEngines),
    devtool: false,
    entry: { index: './root-config/src/server/index.ts' },
    output: {
      path: path.join(distDir, 'root-config', 'server'),
      filename: '[name].cjs',
      chunkFilename: '[id].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    // A file '@site/shared' imports (a font, an image) is the browser build's: not written again.
    module: {
      rules: [
        scriptRule({ dev: false }),
        { test: /\.(woff2?|png|jpe?g|webp|avif|svg)$/, type: 'asset/resource', generator: { emit: false } },
        federationRuntimeAsEsm('node'),
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new DefinePlugin({
        __SHARE_VERSIONS__: JSON.stringify(Object.fromEntries(Object.entries(sharedDependencies).map(([name, entry]) => [name, entry.version]))),
      }),
    ],
  };
}

/** Every compiler fails when it bundles a module of build/, which holds only the build (build/no-build-modules-plugin.ts). */
function withoutBuildModules(config: Configuration): Configuration {
  return { ...config, plugins: [...(config.plugins ?? []), new NoBuildModulesPlugin(path.join(root, 'build'))] };
}

export default (env: Record<string, unknown>, argv: { mode?: string }): Configuration[] => {
  const mode: Mode = { dev: argv.mode === 'development' || Boolean(env['RSPACK_SERVE']) };
  const browser = [host(mode), ...remoteApps.map((app) => remote(app, mode))];
  // `npm run dev` serves the browser builds only: its pages are rendered by the browser (and no embed).
  const configs = mode.dev ? browser : [...browser, ...remoteApps.flatMap(widget), embedLoader(mode), serverHost(), ...remoteApps.map(serverRemote)];
  return configs.map(withoutBuildModules);
};
