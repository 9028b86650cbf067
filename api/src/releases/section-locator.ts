import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteManifest, remoteNames, type RemoteName } from '@site/shared/contract';
import type { SectionLocation, SectionLocations } from '@site/root-config/server';
import type { LiveReleases } from './live-releases';
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
  private readonly assets: ReturnType<typeof sectionAssetsReader>;

  constructor(
    private readonly distDir: string,
    private readonly releases: LiveReleases | null,
    private readonly warn: (message: string) => void,
  ) {
    this.manifestFile = path.join(distDir, 'root-config', 'remotes.json');
    this.assets = sectionAssetsReader(warn);
  }

  locate(): SectionLocations {
    const built = this.readBuilt();
    const generation = this.releases?.generation() ?? 0;
    const key = `${built.count}\n${generation}`;
    if (this.state?.key === key) return this.state.value;
    let sections = built.locations;
    if (sections && this.releases) {
      sections = { ...sections };
      for (const release of this.releases.current().values()) {
        const base = `${RELEASES_PATH}${release.section}/${release.version}/`;
        // Its containers' files as its builds named them (a release was checked to have them).
        const files = containerFiles(release.folder);
        if (!files) {
          this.warn(`${release.section}@${release.version}: its build-info.json files name no containers; it serves its build in dist/`);
          continue;
        }
        sections[release.container] = {
          entry: `${base}${files.browser}`,
          dir: release.folder,
          serverEntry: path.join(release.folder, ...files.server.split('/')),
          assets: this.assets(release.folder, base),
        };
      }
    }
    const released = this.releases ? [...this.releases.current().values()].map((release) => `${release.section}@${release.version}`).join(' ') : '';
    const value: SectionLocations = { version: hash(`${built.count}\n${this.manifest.text}\n${released}`), sections, error: this.manifest.error };
    this.state = { key, value };
    return value;
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
