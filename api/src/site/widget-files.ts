import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  WIDGET_KIT_PATH,
  type Language,
  type RemoteName,
  type WidgetFiles,
  type WidgetFileSet,
  type WidgetKind,
  type WidgetManifest,
} from '@site/shared/contract';
import type { SectionLocation } from '@site/root-config/server';

/** Where each section lives now (releases/section-locator.ts), as `locate()` answers. */
type Sections = Readonly<Record<RemoteName, SectionLocation>>;

/** The section that builds each widget (build/apps.ts `widget`). */
const widgetSections: Readonly<Record<WidgetKind, RemoteName>> = { portfolio: 'mf_portfolio', consultation: 'mf_forms' };

/**
 * Where a section's widget build writes (build/widget-build.ts): a folder beside its
 * remoteEntry.js, with `widget.json` naming its files (build/widget-manifest.ts) and the widgets'
 * kit in `kit/`.
 */
const WIDGET_FOLDER = 'widget';
const WIDGET_MANIFEST = 'widget.json';
const KIT_FOLDER = 'kit';

/** A file name of the widget's folder: no path, no query (what the build writes; anything else is refused). */
const fileName = /^[\w.-]+\.(js|css)$/;
const isFile = (value: unknown, extension: 'js' | 'css'): value is string =>
  typeof value === 'string' && fileName.test(value) && value.endsWith(`.${extension}`);
const LANGUAGES: readonly Language[] = ['ar', 'en'];

/** `widget.json` as the build writes it, or null for anything else (a file of another shape is not trusted). */
export function parseWidgetManifest(json: unknown): WidgetManifest | null {
  if (typeof json !== 'object' || json === null) return null;
  const { entry, css, kit, firstScreen } = json as Record<string, unknown>;
  if (!isFile(entry, 'js') || !isFile(css, 'css') || !isFile(kit, 'js') || typeof firstScreen !== 'object' || firstScreen === null) return null;
  const chunks = {} as Record<Language, string[]>;
  for (const lang of LANGUAGES) {
    const files: unknown = (firstScreen as Record<string, unknown>)[lang];
    if (!Array.isArray(files) || !files.every((file) => isFile(file, 'js'))) return null;
    chunks[lang] = files;
  }
  return { entry, css, kit, firstScreen: chunks };
}

/**
 * The widget's files of one section where that section lives now: its folder's `widget.json`,
 * the entry as the site's path beside the section's remoteEntry.js (its build in dist/, or its
 * live release's `/releases/<section>/<version>/`), the kit at the site's one kit path
 * (`/widget-kit/`, `widgetKitFile`). Null when the section has no widget build there, or lives
 * on another origin (its folder is not on this machine).
 *
 * Where a section lives comes from the one answer the server has (SectionLocator.locate(): the
 * build's remotes.json and the release store): `/embed.js` gets the widgets' files from here, so
 * a section released on its own changes its widget on partner pages.
 */
function widgetFile(section: SectionLocation): WidgetFileSet | null {
  if (!section.dir) return null;
  let manifest: WidgetManifest | null;
  try {
    manifest = parseWidgetManifest(JSON.parse(readFileSync(path.join(section.dir, WIDGET_FOLDER, WIDGET_MANIFEST), 'utf8')));
  } catch {
    return null;
  }
  if (!manifest) return null;
  const entry = new URL(`${WIDGET_FOLDER}/${manifest.entry}`, new URL(section.entry, 'http://site.invalid/')).pathname;
  // The others are relative to the entry's URL: the stylesheet and the chunks sit beside it.
  return { entry, css: manifest.css, kit: `${WIDGET_KIT_PATH}${manifest.kit}`, firstScreen: manifest.firstScreen };
}

/** Every widget's files, from the sections as they are now; a widget whose section has none is left out. */
export function widgetFiles(sections: Sections | null): WidgetFiles {
  const files: WidgetFiles = {};
  if (!sections) return files;
  for (const kind of Object.keys(widgetSections) as WidgetKind[]) {
    const file = widgetFile(sections[widgetSections[kind]]);
    if (file) files[kind] = file;
  }
  return files;
}

/** A kit file's name (`kit.1a2b3c4d5e.js`, its source map, its precompressed copies). */
const kitName = /^kit\.[0-9a-f]{8,}\.js(\.map)?$/;

/**
 * Where the kit file `name` is on this machine, or null: in the kit folder of a section that has a
 * widget, as the sections are now. The file is named by its content, so any section holding it
 * holds the same bytes; a page with both widgets downloads it once, from the one kit path.
 */
export function widgetKitFile(sections: Sections | null, name: string): string | null {
  if (!sections || !kitName.test(name)) return null;
  for (const remote of Object.values(widgetSections)) {
    const folder = sections[remote].dir;
    if (!folder) continue;
    const file = path.join(folder, WIDGET_FOLDER, KIT_FOLDER, name);
    if (existsSync(file)) return file;
  }
  return null;
}
