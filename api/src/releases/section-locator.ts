import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteManifest, remoteNames, type RemoteName } from '@site/shared/contract';
import type { SectionLocation, SectionLocations } from '@site/root-config/server';
import { BUILD_VERSION, type LiveReleases } from './live-releases';
import { containerFiles } from './build-folder';
import { sectionAssetsReader } from './section-assets';

/** Where released sections' files are served: `/releases/<section>/<version>/<file>` (routes.ts). */
const RELEASES_PATH = '/releases/';

/** Entries of remotes.json resolve against its own address, which the site serves at `/remotes.json`. */
const SITE = 'http://site.invalid/remotes.json';
const SITE_ORIGIN = new URL(SITE).origin;

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 12);
}

/** A section of remotes.json, resolved: its assets are read apart (they change when the section is rebuilt in place). */
type BuiltSection = Omit<SectionLocation, 'assets'> & { base: string | null };

/** A version of a section a request gets instead of the live one: a visitor's canary or preview, its files on this server. */
export interface SectionOverride {
  container: RemoteName;
  section: string;
  version: string;
  folder: string;
}

/** How many sets of locations other than the live one are kept worked out (canaries and previews in use). */
const KEPT_VARIANTS = 16;

/**
 * Where each section lives now, for everything that needs to know: the server render (its
 * server container and the browser files a page links), the plain page's hints, `/remotes.json`
 * (pages the server did not render) and `/embed.js`, which names partners' widgets' files from
 * it (site/widget-files.ts).
 *
 * Two layers: the build this server was started with (`dist/root-config/remotes.json`, read
 * again when it changes, at most once a second: the first release of every section, and the
 * one-machine way of moving a section by editing that file), and over it the release each
 * section is live on in the release store (LiveReleases), served from
 * `/releases/<section>/<version>/`, a URL per version: a page rendered on a version loads that
 * version's files from any replica, whatever is live when it asks.
 */
export class SectionLocator {
  private readonly manifestFile: string;
  private checkedAt = Number.NEGATIVE_INFINITY;
  /** remotes.json as last read, resolved (the last good one kept through a malformed or half-written file) */
  private manifest: { text: string; sections: Record<RemoteName, BuiltSection> | null; error: string | null } = { text: '', sections: null, error: null };
  private built: { count: number; locations: Record<RemoteName, SectionLocation> | null } = { count: 0, locations: null };
  private state: { key: string; value: SectionLocations } | null = null;
  private readonly variants = new Map<string, SectionLocations>();
  private readonly assets: ReturnType<typeof sectionAssetsReader>;

  constructor(
    private readonly distDir: string,
    private readonly releases: LiveReleases | null,
    private readonly warn: (message: string) => void,
  ) {
    this.manifestFile = path.join(distDir, 'root-config', 'remotes.json');
    this.assets = sectionAssetsReader(warn);
  }

  /**
   * Where each section lives now: the live set, or with `overrides` (a visitor's canary, a
   * preview) the live set with those sections at those versions. A set's `version` names every
   * section's version, so it keys cached pages and manifests apart.
   */
  locate(overrides: readonly SectionOverride[] = []): SectionLocations {
    const built = this.readBuilt();
    const generation = this.releases?.generation() ?? 0;
    const key = `${built.count}\n${generation}`;
    if (this.state?.key !== key) {
      const released = this.releases ? [...this.releases.current().values()] : [];
      this.state = { key, value: this.withReleases(built.locations, released, `${built.count}\n${this.manifest.text}`) };
      this.variants.clear();
    }
    if (overrides.length === 0) return this.state.value;
    const variantKey = overrides.map((override) => `${override.section}@${override.version}`).join(' ');
    let variant = this.variants.get(variantKey);
    if (!variant) {
      const live = this.state.value;
      variant = this.withReleases(live.sections, overrides, `${live.version}\n${variantKey}`);
      // Bounded: the oldest worked-out set goes first (a preview not opened again).
      if (this.variants.size >= KEPT_VARIANTS) this.variants.delete(this.variants.keys().next().value!);
      this.variants.set(variantKey, variant);
    }
    return variant;
  }

  /** `sections` with each of `releases` placed at its version's URL, and a version naming all of it. */
  private withReleases(
    sections: Record<RemoteName, SectionLocation> | null,
    releases: readonly { section: string; container: RemoteName; version: string; folder: string }[],
    seed: string,
  ): SectionLocations {
    let placed = sections;
    if (placed) {
      placed = { ...placed };
      for (const release of releases) {
        const base = `${RELEASES_PATH}${release.section}/${release.version}/`;
        // Its containers' files as its builds named them (a release was checked to have them).
        const files = containerFiles(release.folder);
        if (!files) {
          this.warn(`${release.section}@${release.version}: its build-info.json files name no containers; it serves its build in dist/`);
          continue;
        }
        placed[release.container] = {
          version: release.version,
          entry: `${base}${files.browser}`,
          dir: release.folder,
          serverEntry: path.join(release.folder, ...files.server.split('/')),
          assets: this.assets(release.folder, base),
        };
      }
    }
    const versions = placed ? remoteNames.map((name) => `${name}@${placed[name].version}`).join(' ') : '';
    return { version: hash(`${seed}\n${versions}`), sections: placed, error: this.manifest.error };
  }

  /**
   * The build's sections, looked at at most once a second: remotes.json's text (read each time:
   * an edit is seen by its content, not by a modification time a quick rewrite may not change),
   * and each local section's assets (read again when its build's files change: a section rebuilt
   * in place links its new files). A new object only when something changed.
   */
  private readBuilt() {
    if (performance.now() - this.checkedAt < 1000) return this.built;
    this.checkedAt = performance.now();
    const manifestChanged = this.readManifest();
    const sections = this.manifest.sections;
    const locations = sections
      ? (Object.fromEntries(
          remoteNames.map((name) => {
            const { base, ...section } = sections[name];
            return [name, { ...section, assets: section.dir && base ? this.assets(section.dir, base) : {} }];
          }),
        ) as Record<RemoteName, SectionLocation>)
      : null;
    const before = this.built.locations;
    const sameAssets = locations && before ? remoteNames.every((name) => locations[name].assets === before[name].assets) : locations === before;
    if (manifestChanged || !sameAssets || this.built.count === 0) this.built = { count: this.built.count + 1, locations };
    return this.built;
  }

  /** Reads remotes.json again; true when its text changed. */
  private readManifest(): boolean {
    let text: string;
    try {
      text = readFileSync(this.manifestFile, 'utf8');
    } catch {
      text = '';
    }
    if (text === this.manifest.text && this.built.count > 0) return false;
    const before = this.manifest;
    try {
      const remotes = parseRemoteManifest(JSON.parse(text), this.manifestFile).remotes;
      this.manifest = {
        text,
        sections: Object.fromEntries(remoteNames.map((name) => [name, this.fromManifest(remotes[name])])) as Record<RemoteName, BuiltSection>,
        error: null,
      };
    } catch (error) {
      const message = text ? `remotes.json is malformed: ${error instanceof Error ? error.message : String(error)}` : `${this.manifestFile} cannot be read`;
      // A file being written, or edited wrongly: the sections stay where they were, if they were anywhere.
      this.manifest = { text, sections: before.sections, error: message };
      if (before.error !== message) this.warn(before.sections ? `${message}: the sections stay where they were` : message);
    }
    return true;
  }

  private fromManifest(remote: { entry: string; serverEntry?: string | undefined }): BuiltSection {
    const url = new URL(remote.entry, SITE);
    const file = this.local(url);
    return {
      version: BUILD_VERSION,
      entry: file ? url.pathname : remote.entry,
      dir: file ? path.dirname(file) : null,
      base: file ? new URL('.', url).pathname : null,
      serverEntry: remote.serverEntry ? this.serverEntry(remote.serverEntry) : null,
    };
  }

  /** The file behind a site URL of the manifest, inside dist/; null for another origin or a path leaving dist/. */
  private local(url: URL): string | null {
    if (url.origin !== SITE_ORIGIN) return null;
    const file = path.resolve(this.distDir, `.${decodeURIComponent(url.pathname)}`);
    return file.startsWith(this.distDir + path.sep) ? file : null;
  }

  private serverEntry(entry: string): string | null {
    const url = new URL(entry, SITE);
    if (url.origin !== SITE_ORIGIN) return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    return this.local(url);
  }
}
