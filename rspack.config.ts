/**
 * One multi-compiler build: the host (`root-config`) and one federated container per
 * micro-frontend, each into its own folder of `dist/`. Build one alone with
 * `npm run build:one -- mf-pages` (rspack's `--config-name`); no other folder changes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { CopyRspackPlugin, HtmlRspackPlugin, type Configuration, type RuleSetRule } from '@rspack/core';
import { remoteApps } from './build/apps';
import { PrecompressPlugin } from './build/precompress-plugin';
import { sharedDependencies } from './build/shared-deps';
import { bootScript } from './shared/src/state/boot-script';

const root = path.dirname(fileURLToPath(import.meta.url));
/** Where the build writes (the server reads the same variable): `dist/` unless DIST_DIR says otherwise. */
const distDir = path.resolve(root, process.env['DIST_DIR'] ?? 'dist');
const API_PORT = Number(process.env.API_PORT ?? 8081);

/**
 * Every part of the federation runtime as its ES module build. The plugin injects its
 * bundler runtime by the absolute path of the CommonJS build, and
 * '@module-federation/enhanced/runtime' only ships CommonJS; through them the whole runtime
 * came in as CommonJS, where nothing can be tree-shaken (the SDK's Node-only helpers
 * included: about 4.7 KB gzip in every remote entry). One module format also keeps one copy
 * of runtime-core, whose module state (the federation instance) must be unique.
 */
const federationDir = path.join(root, 'node_modules', '@module-federation');
const federationRuntimeEsm: Record<string, string> = {
  ...Object.fromEntries(
    ['webpack-bundler-runtime', 'inject-external-runtime-core-plugin', 'runtime', 'runtime-core', 'sdk'].map((pkg) => [
      `${path.join(federationDir, pkg, 'dist', 'index.cjs')}$`,
      path.join(federationDir, pkg, 'dist', 'index.js'),
    ]),
  ),
  // What '@module-federation/enhanced/runtime' re-exports, in its ES module build.
  '@module-federation/enhanced/runtime$': path.join(federationDir, 'runtime', 'dist', 'index.js'),
};

interface Mode {
  dev: boolean;
}

function rules({ dev }: Mode): RuleSetRule[] {
  return [
    {
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
    },
    { test: /\.css$/, use: [{ loader: 'postcss-loader' }], type: 'css/auto' },
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: federationRuntimeEsm },
    module: { rules: rules(mode) },
    performance: { hints: false },
    stats: 'errors-warnings',
    // The dev server compiles dynamic imports lazily by default, and with live reload (no HMR
    // across federated apps) the first use of every lazy chunk (a text pack, the chooser's
    // panel, a deferred endpoint) reloaded the page under `npm run dev`. Compile all up front.
    lazyCompilation: false,
  };
}

function host(mode: Mode): Configuration {
  return {
    ...base('root-config', mode),
    entry: { main: './root-config/src/index.ts' },
    output: { ...base('root-config', mode).output, publicPath: '/' },
    plugins: [
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
        templateParameters: { bootScript },
        minify: !mode.dev,
      }),
      new CopyRspackPlugin({ patterns: [{ from: 'root-config/public', to: '.' }] }),
      ...(mode.dev ? [] : [new PrecompressPlugin()]),
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
    output: { ...config.output, publicPath: mode.dev ? `/${app.dir}/` : 'auto' },
    plugins: [
      new ModuleFederationPlugin({
        name: app.container,
        filename: 'remoteEntry.js',
        exposes: app.exposes,
        shared: sharedDependencies,
        shareStrategy: 'loaded-first',
        // The host provides the federation runtime once for the page.
        experiments: { externalRuntime: true, optimization: { target: 'web', disableSnapshot: true } },
        dts: false,
        manifest: false,
      }),
      ...(mode.dev ? [] : [new PrecompressPlugin()]),
    ],
  };
}

export default (env: Record<string, unknown>, argv: { mode?: string }): Configuration[] => {
  const mode: Mode = { dev: argv.mode === 'development' || Boolean(env['RSPACK_SERVE']) };
  return [host(mode), ...remoteApps.map((app) => remote(app, mode))];
};
