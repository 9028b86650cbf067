import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { parseRemoteManifest, remoteNames, type RemoteName } from '@site/shared/contract';
import { setRemoteLoader } from '@site/shared/blocks';
import type { ServerApp } from '@site/shared/page';
import { providedShares } from './shares';

/** Where one section lives now, from remotes.json. */
export interface Section {
  /** the browser's remoteEntry.js, as the page loads it (site-relative or absolute) */
  browserEntry: string;
  /** the folder of the browser build on this machine (for its mf-manifest.json), null on another origin */
  browserDir: string | null;
  /** what the federation runtime loads on the server: a file URL (with its mtime) or an http(s) URL; null: none */
  serverEntry: string | null;
}

export type Sections = Record<RemoteName, Section>;

/** Resolving manifest entries: they may be relative to the manifest, which the site serves at `/remotes.json`. */
const SITE = 'http://site.invalid/remotes.json';

type Container = Exclude<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>, void | undefined>;

/**
 * Evaluates a container built as CommonJS in this process, with its own `require` and
 * `__dirname` (its chunks load from beside it), and checks it is one (`init` and `get`).
 */
async function evaluateContainer(file: string): Promise<Container> {
  const source = await readFile(file, 'utf8');
  const module: { exports: unknown } = { exports: {} };
  const script = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${source}\n})`, { filename: file });
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, module, createRequire(file), path.dirname(file), file);
  const container = module.exports as Partial<Record<'init' | 'get', unknown>> | null;
  if (typeof container?.init !== 'function' || typeof container.get !== 'function') throw new Error(`${file} is not a federated container`);
  return container as Container;
}

/**
 * Loads a server container that lives on this machine straight from disk. The runtime's own
 * Node loader fetches over HTTP, which serves containers on another origin (a CDN) as they
 * are; a file needs no server, and is read afresh for each new URL (the URL carries its mtime).
 */
const localEntries: ModuleFederationRuntimePlugin = {
  name: 'site-local-server-entries',
  async loadEntry({ remoteInfo }) {
    if (!remoteInfo.entry.startsWith('file:')) return undefined;
    return evaluateContainer(fileURLToPath(new URL(remoteInfo.entry)));
  },
};

/**
 * The sections' server containers, loaded through the Module Federation runtime by
 * remotes.json, with React, react-dom and the doors of '@site/shared' provided as singletons. The manifest
 * (and the mtime of every server container on this machine) is looked at at most once a
 * second: a section redeployed by a manifest edit, or rebuilt in place, renders its new
 * version on the next request, with no restart and no other section touched.
 */
export class ServerSections {
  private readonly federation: ModuleFederation;
  private readonly manifestFile: string;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private state: { version: string; sections: Sections | null; error: string | null } = { version: '', sections: null, error: null };
  private apps = new Map<RemoteName, Promise<ServerApp>>();
  /** by `remote/expose` */
  private assets = new Map<string, SectionAssets>();

  constructor(
    private readonly distDir: string,
    private readonly onChange: () => void = () => undefined,
    private readonly pollMs = 1000,
  ) {
    this.manifestFile = path.join(distDir, 'root-config', 'remotes.json');
    this.federation = createInstance({ name: 'site_server', remotes: [], shared: providedShares(), plugins: [localEntries] });
    setRemoteLoader((id) => this.federation.loadRemote(id));
  }

  /** The manifest's version (it keys the page cache) and its sections, or why there are none. */
  current(): { version: string; sections: Sections | null; error: string | null } {
    if (performance.now() - this.checkedAt < this.pollMs) return this.state;
    this.checkedAt = performance.now();
    let text: string;
    try {
      text = readFileSync(this.manifestFile, 'utf8');
    } catch {
      return this.update('none', null, `${this.manifestFile} cannot be read`);
    }
    let sections: Sections;
    try {
      sections = this.resolve(parseRemoteManifest(JSON.parse(text)).remotes);
    } catch (error) {
      return this.update(hash(text), null, `remotes.json is malformed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return this.update(hash(text + remoteNames.map((name) => sections[name].serverEntry ?? '').join('\n')), sections, null);
  }

  /** The `./ssr` of a section's server container. */
  serverApp(remote: RemoteName): Promise<ServerApp> {
    const { sections, error } = this.current();
    if (!sections) return Promise.reject(new Error(error ?? 'no manifest'));
    if (!sections[remote].serverEntry) return Promise.reject(new Error(`remotes.json names no server entry for ${remote}`));
    let app = this.apps.get(remote);
    if (!app) {
      app = this.federation.loadRemote<{ serverApp: ServerApp }>(`${remote}/ssr`).then((module) => {
        if (!module?.serverApp) throw new Error(`${remote}/ssr exposes no serverApp`);
        return module.serverApp;
      });
      // A failure is not kept: the next request tries again (the log says it once).
      app.catch(() => this.apps.delete(remote));
      this.apps.set(remote, app);
    }
    return app;
  }

  /**
   * The stylesheets and first scripts of a section's browser entry (`./spa`), or of another of
   * its exposes (a block another section's page shows), site-relative, from its
   * mf-manifest.json: the page links the one and preloads the other. Empty for a section on
   * another origin (its code brings its stylesheet itself, a little later).
   */
  browserAssets(remote: RemoteName, expose = 'spa'): SectionAssets {
    const key = `${remote}/${expose}`;
    const known = this.assets.get(key);
    if (known) return known;
    const section = this.current().sections?.[remote];
    let found: SectionAssets = { css: [], js: [] };
    if (section?.browserDir) {
      try {
        const manifest = JSON.parse(readFileSync(path.join(section.browserDir, 'mf-manifest.json'), 'utf8')) as BuildManifest;
        const spa = manifest.exposes?.find((entry) => entry.name === expose);
        const base = new URL('.', new URL(section.browserEntry, SITE)).pathname;
        // The build names a section's files `<chunk id>.<hash>.<ext>` (rspack.config.ts) and
        // its bundle `uniqueName` is the section's folder name (`mf_pages` → `mf-pages`).
        const bundle = remote.replace(/_/g, '-');
        found = {
          css: (spa?.assets?.css?.sync ?? []).map((file) => ({ href: base + file, chunk: `${bundle}:chunk-${file.split('.')[0] ?? ''}` })),
          js: (spa?.assets?.js?.sync ?? []).map((file) => base + file),
        };
      } catch {
        // No manifest beside the entry: nothing to link ahead; the section still works.
      }
    }
    this.assets.set(key, found);
    return found;
  }

  private update(version: string, sections: Sections | null, error: string | null) {
    if (version === this.state.version) return this.state;
    const previous = this.state.sections;
    this.state = { version, sections, error };
    this.apps.clear();
    this.assets.clear();
    if (sections) {
      const changed = remoteNames.filter((name) => sections[name].serverEntry && sections[name].serverEntry !== previous?.[name].serverEntry);
      // `force` drops what the runtime kept of the old container (its module cache, its global entry).
      this.federation.registerRemotes(
        changed.map((name) => ({ name, entry: sections[name].serverEntry ?? '' })),
        { force: true },
      );
    }
    // Components one section renders of another are loaded anew from the new containers.
    setRemoteLoader((id) => this.federation.loadRemote(id));
    this.onChange();
    return this.state;
  }

  private resolve(remotes: Record<RemoteName, { entry: string; serverEntry?: string | undefined }>): Sections {
    return Object.fromEntries(
      remoteNames.map((name) => {
        const { entry, serverEntry } = remotes[name];
        const browser = this.local(entry);
        return [
          name,
          {
            browserEntry: browser ? new URL(entry, SITE).pathname : entry,
            browserDir: browser ? path.dirname(browser) : null,
            serverEntry: serverEntry ? this.serverUrl(serverEntry) : null,
          } satisfies Section,
        ];
      }),
    ) as Sections;
  }

  /** The file behind a site path of the manifest, inside dist/; null for another origin or a path leaving dist/. */
  private local(entry: string): string | null {
    const url = new URL(entry, SITE);
    if (url.origin !== new URL(SITE).origin) return null;
    const file = path.resolve(this.distDir, `.${decodeURIComponent(url.pathname)}`);
    return file.startsWith(this.distDir + path.sep) ? file : null;
  }

  private serverUrl(entry: string): string | null {
    const url = new URL(entry, SITE);
    if (url.origin !== new URL(SITE).origin) return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    const file = this.local(entry);
    if (!file) return null;
    const mtime = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    // A missing file is still an entry: loading it fails, and the page renders without that section.
    return `${pathToFileURL(file).href}?v=${mtime ?? 'missing'}`;
  }
}

/**
 * A section's first files: stylesheets (with the name its runtime knows the chunk by, so the
 * page's `<link>` is the one it finds, not a second copy) and scripts.
 */
export interface SectionAssets {
  css: { href: string; chunk: string }[];
  js: string[];
}

interface BuildManifest {
  exposes?: { name: string; assets?: { css?: { sync?: string[] }; js?: { sync?: string[] } } }[];
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 12);
}
