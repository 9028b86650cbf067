/**
 * The widgets' kit (docs/embedding.md#what-a-partner-page-loads): React's API over Preact
 * (`preact/compat`) and the signals core, as one ES module each section's widget build writes
 * first, into `<its folder>/widget/kit/`, and leaves out of the widget's own files (they import it).
 *
 * Its file is named by its content, and nothing in it depends on the section that builds it (one
 * entry, one configuration), so the portfolio's build and the forms' build write the same bytes
 * under the same name: the server serves it at one URL, `/widget-kit/<file>`, from whichever
 * section holds it (api/src/site/widget-files.ts), and a page with both widgets
 * downloads it once. Each section still builds and releases alone: a section built with other
 * versions of these packages, or another list below, writes another name, which its widget imports.
 *
 * It holds what the widgets use (`KIT_EXPORTS`), not whole packages: the parts of Preact no widget
 * calls would cost every partner page. A widget that uses a name the kit lacks fails its build
 * (`KitCoveragePlugin`), naming it: add it here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, Configuration, ExternalItemFunctionData, RspackPluginInstance, RuleSetRule } from '@rspack/core';
import { WIDGET_KIT_PATH } from '../shared/src/contract/widget';
import { CompileHintPlugin } from './compile-hint-plugin';

/** The folder of a section's widget folder the kit is written to, and the file naming it. */
export const KIT_FOLDER = 'kit';
export const KIT_MANIFEST = 'kit.json';

/**
 * The kit's namespaces: each the package it is made from and the names the widgets use of it
 * (React's names: `preact/compat` is React's API, its JSX runtime sets compat up first).
 */
export const KIT_EXPORTS = {
  compat: {
    from: 'preact/compat',
    names: [
      'Component',
      'Suspense',
      'createContext',
      'createElement',
      'lazy',
      'use',
      'useCallback',
      'useContext',
      'useEffect',
      'useEffectEvent',
      'useId',
      'useMemo',
      'useRef',
      'useState',
      'useSyncExternalStore',
    ],
  },
  client: { from: 'preact/compat/client', names: ['createRoot'] },
  jsxRuntime: { from: 'preact/compat/jsx-runtime', names: ['Fragment', 'jsx', 'jsxs'] },
  signals: { from: '@preact/signals-core', names: ['computed', 'signal'] },
} as const satisfies Record<string, { from: string; names: readonly string[] }>;
export type KitNamespace = keyof typeof KIT_EXPORTS;

/** The requests a widget's code makes that the kit answers (React's packages, Preact's), and its namespace for each. */
export const kitRequests: Readonly<Record<string, KitNamespace>> = {
  react: 'compat',
  'react-dom': 'compat',
  'react-dom/client': 'client',
  'react/jsx-runtime': 'jsxRuntime',
  'react/jsx-dev-runtime': 'jsxRuntime',
  'preact/compat': 'compat',
  'preact/compat/client': 'client',
  'preact/compat/jsx-runtime': 'jsxRuntime',
  '@preact/signals-core': 'signals',
};

/** The kit's source: each namespace an object of the names it holds (so only those are bundled). */
export function kitSource(): string {
  const lines = ["// The widgets' kit (build/widget-kit.ts): generated, not written."];
  for (const [namespace, { from, names }] of Object.entries(KIT_EXPORTS)) {
    lines.push(`import { ${names.map((name) => `${name} as ${namespace}_${name}`).join(', ')} } from ${JSON.stringify(from)};`);
    lines.push(`export const ${namespace} = { ${names.map((name) => `${name}: ${namespace}_${name}`).join(', ')} };`);
  }
  return `${lines.join('\n')}\n`;
}

/** What `kit.json` holds: the kit's file in the kit folder. */
export interface KitManifest {
  file: string;
}

/** Writes `kit.json` with the kit's file name once the build has named it. */
class KitManifestPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('KitManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'KitManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const files = [...(compilation.entrypoints.get('kit')?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
        if (files.length !== 1) {
          compilation.errors.push(new compiler.webpack.WebpackError(`the widgets' kit should be one file, it is ${files.length}`));
          return;
        }
        const manifest: KitManifest = { file: files[0]! };
        compilation.emitAsset(KIT_MANIFEST, new sources.RawSource(`${JSON.stringify(manifest)}\n`));
      });
    });
  }
}

/** The kit's compiler of a section: `<dir>-widget-kit`, into `<widget folder>/kit/`. */
export function widgetKitBuild(
  dir: string,
  options: { root: string; widgetDir: string; rules: RuleSetRule[]; plugins: RspackPluginInstance[] },
): Configuration {
  return {
    name: `${dir}-widget-kit`,
    mode: 'production',
    context: options.root,
    target: 'browserslist',
    // No source map: its comment would be the only line that could differ (it names nothing of the section, but keep the bytes to the code).
    devtool: false,
    // The entry is the generated source itself (`kitSource`), as a `data:` module: nothing of
    // build/ is bundled (build/no-build-modules-plugin.ts).
    entry: { kit: `data:text/javascript,${encodeURIComponent(kitSource())}` },
    output: {
      path: path.join(options.widgetDir, KIT_FOLDER),
      filename: 'kit.[contenthash:10].js',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      // The same for every section: nothing in the file may say which one built it.
      uniqueName: 'nasaq-widget-kit',
      publicPath: '',
      clean: true,
    },
    optimization: { splitChunks: false, runtimeChunk: false },
    resolve: { extensions: ['.ts', '.js', '.mjs'] },
    module: {
      rules: options.rules,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    // The kit runs before any widget renders, every function of it soon after: compiled as it
    // streams in, off the main thread (the widgets' entries stay without it: the consultation's
    // budget has no room for the hint's bytes, and the kit is where the compile time was).
    plugins: [new KitManifestPlugin(), new CompileHintPlugin(), ...options.plugins],
  };
}

/** The kit's file in a widget folder's kit/, as its section's kit build named it. */
export function kitFile(widgetDir: string): string {
  const manifest = path.join(widgetDir, KIT_FOLDER, KIT_MANIFEST);
  if (!existsSync(manifest)) throw new Error(`the widgets' kit is not built (${manifest}): build the section's widget-kit first`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as KitManifest).file;
}

/** The URL a widget imports the kit from (the server's, for every section: api/src/site/widget-files.ts). */
function kitUrl(widgetDir: string): string {
  return `${WIDGET_KIT_PATH}${kitFile(widgetDir)}`;
}

/**
 * A widget build's externals: every request the kit answers becomes an import of the kit's URL
 * (`import * as kit from '/widget-kit/kit.<hash>.js'`, then its namespace for that package).
 * Read when the widget compiles, after its section's kit has been built (the compiler depends on it).
 */
export function kitExternals(widgetDir: string) {
  let url: string | undefined;
  return ({ request }: ExternalItemFunctionData, callback: (error?: Error, result?: string[]) => void): void => {
    const name = request === undefined ? undefined : kitRequests[request];
    if (name === undefined) return callback();
    try {
      url ??= kitUrl(widgetDir);
    } catch (error) {
      return callback(error as Error);
    }
    callback(undefined, [url, name]);
  };
}

/**
 * Fails a widget's build when its code uses a name of React or Preact that the kit does not hold
 * (it would be `undefined` on partner pages), or a package of theirs the kit does not answer.
 */
export class KitCoveragePlugin implements RspackPluginInstance {
  constructor(private readonly runtime: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('KitCoveragePlugin', (compilation) => {
      compilation.hooks.optimizeChunkModules.tap('KitCoveragePlugin', () => {
        const problems: string[] = [];
        for (const module of compilation.modules) {
          if (module.constructor.name !== 'ExternalModule') continue;
          const request = (module as unknown as { userRequest: string }).userRequest;
          const namespace = kitRequests[request];
          if (!namespace) continue;
          const used = compilation.moduleGraph.getUsedExports(module, this.runtime);
          const held: readonly string[] = KIT_EXPORTS[namespace].names;
          if (used === true) {
            const by = compilation.moduleGraph
              .getIncomingConnections(module)
              .map((connection) => (connection.originModule as unknown as { resource?: string } | null)?.resource)
              .filter((resource): resource is string => Boolean(resource))
              .map((resource) => path.relative(compiler.context, resource));
            problems.push(`${request} is used as a whole (the kit holds only named parts of it), by ${[...new Set(by)].join(', ') || 'an unknown module'}`);
          } else if (Array.isArray(used)) for (const name of used) if (!held.includes(name)) problems.push(`${request}: ${name}`);
        }
        for (const module of compilation.modules) {
          const resource = (module as unknown as { resource?: string }).resource ?? '';
          if (/[\\/]node_modules[\\/](preact|@preact[\\/]signals-core)[\\/]/.test(resource))
            problems.push(`${resource} is bundled (it should come from the kit)`);
        }
        if (problems.length > 0)
          compilation.errors.push(new compiler.webpack.WebpackError(`the widgets' kit (build/widget-kit.ts KIT_EXPORTS) lacks:\n  ${problems.join('\n  ')}`));
      });
    });
  }
}
