import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName, WidgetFiles, WidgetKind } from '@site/shared/contract';
import type { Section, Sections } from './sections';

/** The section that builds each widget (build/apps.ts `widget`). */
export const widgetSections: Readonly<Record<WidgetKind, RemoteName>> = { portfolio: 'mf_portfolio', consultation: 'mf_forms' };

/** Where a section's widget build writes (build/widget-build.ts): a folder beside its remoteEntry.js, with `widget.json` naming the entry. */
const WIDGET_FOLDER = 'widget';
const WIDGET_MANIFEST = 'widget.json';

/** A file name of the widget's folder: no path, no query (what the build writes; anything else is refused). */
const fileName = /^[\w.-]+\.js$/;

/**
 * The widget's module of one section where that section lives now: its folder's `widget.json`
 * names the entry file, served beside the section's remoteEntry.js. Null when the section has no
 * widget build there, or lives on another origin (its folder is not on this machine).
 *
 * This is the one place that turns "where section X lives" (ServerSections, which reads
 * remotes.json) into a widget's file: `/embed.js` gets its files from here.
 */
export function widgetFile(section: Section): string | null {
  if (!section.browserDir) return null;
  let entry: unknown;
  try {
    entry = (JSON.parse(readFileSync(path.join(section.browserDir, WIDGET_FOLDER, WIDGET_MANIFEST), 'utf8')) as { entry?: unknown }).entry;
  } catch {
    return null;
  }
  if (typeof entry !== 'string' || !fileName.test(entry)) return null;
  return new URL(`${WIDGET_FOLDER}/${entry}`, new URL(section.browserEntry, 'http://site.invalid/')).pathname;
}

/** Every widget's module (site-relative), from the sections as they are now; a widget whose section has none is left out. */
export function widgetFiles(sections: Sections | null): WidgetFiles {
  const files: WidgetFiles = {};
  if (!sections) return files;
  for (const kind of Object.keys(widgetSections) as WidgetKind[]) {
    const file = widgetFile(sections[widgetSections[kind]]);
    if (file) files[kind] = file;
  }
  return files;
}
