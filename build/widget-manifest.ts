/**
 * `widget.json`, which a widget's build writes beside its files (docs/embedding.md#what-a-partner-page-loads):
 * its entry, its stylesheet, the widgets' kit it imports and the chunks its first screen loads in
 * each language. The server reads it (api/src/site/widget-files.ts) so `/embed.js`
 * can start them all at once, instead of each waiting for the one before it to be downloaded
 * and run.
 */
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import type { Language, WidgetManifest } from '../shared/src/contract/index';

const WIDGET_MANIFEST = 'widget.json';
const LANGUAGES: readonly Language[] = ['ar', 'en'];

/** What the widget's first screen loads beyond its entry and the kit. */
export interface FirstScreen {
  /** the text packs it shows, in its language (`shared/src/i18n/<lang>-<pack>.ts`) */
  texts: readonly ('core' | 'forms')[];
  /** modules of any language it loads as it mounts, relative to the repository (`shared/src/request/portfolio.ts`) */
  modules: readonly string[];
}

/** The modules of `firstScreen` in `lang`, as the ends of their paths. */
function firstScreenModules(firstScreen: FirstScreen, lang: Language): string[] {
  return [...firstScreen.texts.map((pack) => `shared/src/i18n/${lang}-${pack}.ts`), ...firstScreen.modules];
}

export interface WidgetManifestOptions {
  /** the entry's name (the widget's kind) */
  entryName: string;
  firstScreen: FirstScreen;
  /** the kit's file in the kit folder, as its build named it (read when the widget's assets are named) */
  kitFile: () => string;
}

type Compilation = Parameters<Parameters<Compiler['hooks']['thisCompilation']['tap']>[1]>[0];

interface ModuleFiles {
  resource?: string;
  /** a concatenated module's parts (each with its own resource) */
  modules?: ModuleFiles[];
}

/** Whether `module`, or a module concatenated into it, is the file whose path ends with `end`. */
function isOrHolds(module: ModuleFiles, end: string): boolean {
  return (module.resource ?? '').replaceAll('\\', '/').endsWith(end) || (module.modules ?? []).some((inner) => isOrHolds(inner, end));
}

/** The JavaScript files of the chunks holding a module whose path ends with `end` (the entry's too). */
function filesHolding(compilation: Compilation, end: string): string[] {
  const files: string[] = [];
  for (const chunk of compilation.chunks) {
    const modules = compilation.chunkGraph.getChunkModules(chunk);
    const holds = modules.some((module) => isOrHolds(module as unknown as ModuleFiles, end));
    if (holds) files.push(...[...chunk.files].filter((file) => file.endsWith('.js')));
  }
  return files;
}

/** The manifest of a compiled widget, or what is wrong with it. */
function widgetManifest(compilation: Compilation, options: WidgetManifestOptions): WidgetManifest | string {
  const entries = [...(compilation.entrypoints.get(options.entryName)?.getFiles() ?? [])].filter((file) => file.endsWith('.js'));
  const css = compilation
    .getAssets()
    .map((asset) => asset.name)
    .filter((name) => /^[^/]+\.css$/.test(name));
  const entry = entries[0];
  if (entries.length !== 1 || !entry) return `one entry file expected, found ${entries.length}`;
  if (css.length !== 1 || !css[0]) return `one stylesheet expected, found ${css.length}`;
  const firstScreen = {} as Record<Language, string[]>;
  for (const lang of LANGUAGES) {
    const files = new Set<string>();
    for (const end of firstScreenModules(options.firstScreen, lang)) {
      const found = filesHolding(compilation, end);
      if (found.length === 0) return `its first screen's ${end} is in none of its files`;
      // In the entry, it comes with it: nothing more to start.
      for (const file of found) if (file !== entry) files.add(file);
    }
    firstScreen[lang] = [...files].sort();
  }
  try {
    return { entry, css: css[0], kit: options.kitFile(), firstScreen };
  } catch (error) {
    return (error as Error).message;
  }
}

/** Writes `widget.json` once the build has named its files; fails the build when a file it names cannot be found. */
export class WidgetManifestPlugin implements RspackPluginInstance {
  constructor(private readonly options: WidgetManifestOptions) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WidgetManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WidgetManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }, () => {
        const manifest = widgetManifest(compilation, this.options);
        if (typeof manifest === 'string') compilation.errors.push(new WebpackError(`widget ${this.options.entryName}: ${manifest}`));
        else compilation.emitAsset(WIDGET_MANIFEST, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}
