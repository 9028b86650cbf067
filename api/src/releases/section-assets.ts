import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SectionAssets } from '@site/root-config/server';
import { readBuildInfo } from './build-folder';

/** The part of Module Federation's mf-manifest.json read here: each expose's first files. */
const federationManifestSchema = z.object({
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({
        css: z.object({ sync: z.array(z.string()) }),
        js: z.object({ sync: z.array(z.string()) }),
      }),
    }),
  ),
});

/**
 * The stylesheets and first scripts of each expose of the section built in `dir`, as a page
 * links and preloads them, under `base` (the site path its remoteEntry.js is served from):
 * from what its build wrote, mf-manifest.json (which files) and build-info.json (the name its
 * CSS loader knows each stylesheet by). Nothing is derived from a file's name. A stylesheet the
 * build gave no name gets '' (its loader then adds a copy of its own: slower, still right).
 */
export function readSectionAssets(dir: string, base: string): Record<string, SectionAssets> {
  const manifest = federationManifestSchema.parse(JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')));
  const styles = readBuildInfo(dir)?.styles ?? {};
  return Object.fromEntries(
    manifest.exposes.map((expose) => [
      expose.name,
      {
        css: expose.assets.css.sync.map((file) => ({ href: base + file, chunk: styles[file] ?? '' })),
        js: expose.assets.js.sync.map((file) => base + file),
      },
    ]),
  );
}

/** What a section with no readable build files links ahead: nothing (one object, so it compares equal). */
const NONE: Record<string, SectionAssets> = Object.freeze({});

/** readSectionAssets, read again only when the build's files change; empty when they cannot be read. */
export function sectionAssetsReader(warn: (message: string) => void): (dir: string, base: string) => Record<string, SectionAssets> {
  const known = new Map<string, { stamp: string; assets: Record<string, SectionAssets>; failure: string | null }>();
  return (dir, base) => {
    const stamp = ['mf-manifest.json', 'build-info.json'].map((file) => statSync(path.join(dir, file), { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');
    const key = `${dir}\n${base}`;
    const cached = known.get(key);
    if (cached?.stamp === stamp) return cached.assets;
    let assets: Record<string, SectionAssets>;
    try {
      assets = readSectionAssets(dir, base);
    } catch (error) {
      // No manifest beside the entry (or one being written): nothing to link ahead, the section
      // still works; read again next time (a file half-written may keep its modification time).
      const message = `${dir}: its stylesheets cannot be linked ahead (${error instanceof Error ? error.message : String(error)})`;
      if (cached?.failure !== message) warn(message);
      // The same object as before while nothing could be read: the sections' version stays.
      const kept = cached?.assets ?? NONE;
      known.set(key, { stamp: '', assets: kept, failure: message });
      return kept;
    }
    // Bounded: one entry per section folder served (a few, and old releases' until a restart).
    if (known.size >= 200) known.clear();
    known.set(key, { stamp, assets, failure: null });
    return assets;
  };
}
