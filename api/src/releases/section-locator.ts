import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteManifest, remoteNames, type RemoteName } from '@site/shared/contract';
import type { SectionLocation, SectionLocations } from '@site/root-config/server';
import type { LiveReleases } from './live-releases';
import { sectionAssetsReader } from './section-assets';

/** Where released sections' files are served: `/releases/<section>/<version>/<file>` (routes.ts). */
export const RELEASES_PATH = '/releases/';

/** Entries of remotes.json resolve against its own address, which the site serves at `/remotes.json`. */
const SITE = 'http://site.invalid/remotes.json';
const SITE_ORIGIN = new URL(SITE).origin;

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 12);
}

/**
 * Where each section lives now, for everything that needs to know: the server render (its
 * server container and the browser files a page links), the plain page's hints, `/remotes.json`
 * (pages the server did not render, and the embed runtime of partners' widgets).
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
  private built: { stamp: string; text: string; locations: Record<RemoteName, SectionLocation> | null; error: string | null } | null = null;
  private state: { key: string; value: SectionLocations } | null = null;
  private readonly assets: ReturnType<typeof sectionAssetsReader>;

  constructor(
    private readonly distDir: string,
    private readonly releases: LiveReleases | null,
    warn: (message: string) => void,
  ) {
    this.manifestFile = path.join(distDir, 'root-config', 'remotes.json');
    this.assets = sectionAssetsReader(warn);
  }

  locate(): SectionLocations {
    const built = this.readBuilt();
    const generation = this.releases?.generation() ?? 0;
    const key = `${built.stamp}\n${generation}`;
    if (this.state?.key === key) return this.state.value;
    let sections = built.locations;
    if (sections && this.releases) {
      sections = { ...sections };
      for (const release of this.releases.current().values()) {
        const base = `${RELEASES_PATH}${release.section}/${release.version}/`;
        sections[release.container] = {
          entry: `${base}remoteEntry.js`,
          dir: release.folder,
          serverEntry: path.join(release.folder, 'server', 'remoteEntry.js'),
          assets: this.assets(release.folder, base),
        };
      }
    }
    const released = this.releases ? [...this.releases.current().values()].map((release) => `${release.section}@${release.version}`).join(' ') : '';
    const value: SectionLocations = { version: hash(`${built.text}\n${released}`), sections, error: built.error };
    this.state = { key, value };
    return value;
  }

  /** remotes.json of the build, looked at at most once a second. */
  private readBuilt() {
    if (this.built && performance.now() - this.checkedAt < 1000) return this.built;
    this.checkedAt = performance.now();
    const stamp = String(statSync(this.manifestFile, { throwIfNoEntry: false })?.mtimeMs ?? 'missing');
    if (this.built?.stamp === stamp) return this.built;
    let text = '';
    try {
      text = readFileSync(this.manifestFile, 'utf8');
      const remotes = parseRemoteManifest(JSON.parse(text), this.manifestFile).remotes;
      const locations = Object.fromEntries(remoteNames.map((name) => [name, this.fromManifest(remotes[name])])) as Record<RemoteName, SectionLocation>;
      this.built = { stamp, text, locations, error: null };
    } catch (error) {
      const message = text ? `remotes.json is malformed: ${error instanceof Error ? error.message : String(error)}` : `${this.manifestFile} cannot be read`;
      this.built = { stamp, text, locations: null, error: message };
    }
    return this.built;
  }

  private fromManifest(remote: { entry: string; serverEntry?: string | undefined }): SectionLocation {
    const url = new URL(remote.entry, SITE);
    const file = this.local(url);
    return {
      entry: file ? url.pathname : remote.entry,
      dir: file ? path.dirname(file) : null,
      serverEntry: remote.serverEntry ? this.serverEntry(remote.serverEntry) : null,
      assets: file ? this.assets(path.dirname(file), new URL('.', url).pathname) : {},
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
