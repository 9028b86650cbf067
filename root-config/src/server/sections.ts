import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName } from '@site/shared/contract';
import { setRemoteLoader } from '@site/shared/blocks';
import type { ServerApp } from '@site/shared/page';
import { providedShares } from './shares';

/** A section's first stylesheets (with the name its CSS loader knows each by; '' when the build gave none) and scripts. */
export interface SectionAssets {
  css: { href: string; chunk: string }[];
  js: string[];
}

/** Where one section lives now, as the server that hosts this renderer knows it (api/src/releases/section-locator.ts). */
export interface SectionLocation {
  /** the browser's remoteEntry.js, as pages load it: a site path or an absolute URL */
  entry: string;
  /** the folder of its browser build on this machine (the build's, or a release's copy); null on another origin */
  dir: string | null;
  /** the server container: a file on this machine or an http(s) URL; null: none (the browser renders the section) */
  serverEntry: string | null;
  /** each expose's first files (`spa`, `teaser`), site paths, from what its build wrote; empty for a section on another origin */
  assets: Readonly<Record<string, SectionAssets>>;
}

/** Every section's location, with a version that changes whenever one does (or why there are none). */
export interface SectionLocations {
  version: string;
  sections: Record<RemoteName, SectionLocation> | null;
  error: string | null;
}

/** The one answer to "where does each section live now"; cheap to call, so it is called for every look. */
export type LocateSections = () => SectionLocations;

/** One section as a render uses it. */
export interface Section {
  /** the browser's remoteEntry.js, as the page loads it (site-relative or absolute) */
  browserEntry: string;
  /** the folder of the browser build on this machine (what else its build wrote is there), null on another origin */
  browserDir: string | null;
  /** what the federation runtime loads on the server: a file URL (with its mtime) or an http(s) URL; null: none */
  serverEntry: string | null;
}

export type Sections = Record<RemoteName, Section>;

type Container = Exclude<Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>, void | undefined>;

/**
 * The `require` of a container in `file`: its own (its chunks and anything beside it), and for
 * a package it does not find there (jsdom, which mf-pages' server build leaves to run time),
 * the site's, in `packagesDir`: a release's copy lives in DATA_DIR, outside the site's folder.
 */
function containerRequire(file: string, packagesDir: string): (id: string) => unknown {
  const own = createRequire(file);
  const site = createRequire(path.join(packagesDir, 'package.json'));
  return (id): unknown => {
    try {
      return own(id) as unknown;
    } catch (error) {
      if (id.startsWith('.') || path.isAbsolute(id) || (error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
      return site(id) as unknown;
    }
  };
}

/**
 * Evaluates a container built as CommonJS in this process, with its own `require` and
 * `__dirname` (its chunks load from beside it), and checks it is one (`init` and `get`).
 */
async function evaluateContainer(file: string, packagesDir: string): Promise<Container> {
  const source = await readFile(file, 'utf8');
  const module: { exports: unknown } = { exports: {} };
  const script = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${source}\n})`, { filename: file });
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, module, containerRequire(file, packagesDir), path.dirname(file), file);
  const container = module.exports as Partial<Record<'init' | 'get', unknown>> | null;
  if (typeof container?.init !== 'function' || typeof container.get !== 'function') throw new Error(`${file} is not a federated container`);
  return container as Container;
}

/**
 * Loads a server container that lives on this machine straight from disk. The runtime's own
 * Node loader fetches over HTTP, which serves containers on another origin (a CDN) as they
 * are; a file needs no server, and is read afresh for each new URL (the URL carries its mtime).
 */
function localEntries(packagesDir: string): ModuleFederationRuntimePlugin {
  return {
    name: 'site-local-server-entries',
    async loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      return evaluateContainer(fileURLToPath(new URL(remoteInfo.entry)), packagesDir);
    },
  };
}

/**
 * The sections' server containers, loaded through the Module Federation runtime from where
 * `locate` says each section lives, with React, react-dom and the doors of '@site/shared'
 * provided as singletons. A section switched to another version (a release, a rollback, a
 * manifest edit) renders its new version on the next request; a server container on this machine
 * rebuilt in place too (its mtime is looked at at most once a second): no restart, no other
 * section touched.
 */
export class ServerSections {
  private readonly federation: ModuleFederation;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private located = '';
  private state: { version: string; sections: Sections | null; error: string | null } = { version: '', sections: null, error: null };
  private assets = new Map<RemoteName, Readonly<Record<string, SectionAssets>>>();
  private apps = new Map<RemoteName, Promise<ServerApp>>();

  constructor(
    private readonly locate: LocateSections,
    packagesDir: string,
    private readonly onChange: () => void = () => undefined,
    private readonly pollMs = 1000,
  ) {
    this.federation = createInstance({ name: 'site_server', remotes: [], shared: providedShares(), plugins: [localEntries(packagesDir)] });
    setRemoteLoader((id) => this.federation.loadRemote(id));
  }

  /** The sections' version (it keys the page cache) and the sections, or why there are none. */
  current(): { version: string; sections: Sections | null; error: string | null } {
    const located = this.locate();
    if (located.version === this.located && performance.now() - this.checkedAt < this.pollMs) return this.state;
    this.checkedAt = performance.now();
    this.located = located.version;
    if (!located.sections) return this.update(located.version, null, located.error, new Map());
    const locations = located.sections;
    const sections = Object.fromEntries(
      remoteNames.map((name) => [
        name,
        { browserEntry: locations[name].entry, browserDir: locations[name].dir, serverEntry: serverUrl(locations[name].serverEntry) } satisfies Section,
      ]),
    ) as Sections;
    const assets = new Map(remoteNames.map((name) => [name, locations[name].assets]));
    return this.update(hash(located.version + remoteNames.map((name) => sections[name].serverEntry ?? '').join('\n')), sections, null, assets);
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
   * its exposes (a block another section's page shows), site-relative, as its build listed them:
   * the page links the one and preloads the other. Empty for a section on another origin (its
   * code brings its stylesheet itself, a little later).
   */
  browserAssets(remote: RemoteName, expose = 'spa'): SectionAssets {
    this.current();
    return this.assets.get(remote)?.[expose] ?? { css: [], js: [] };
  }

  private update(version: string, sections: Sections | null, error: string | null, assets: Map<RemoteName, Readonly<Record<string, SectionAssets>>>) {
    this.assets = assets;
    if (version === this.state.version) return this.state;
    const previous = this.state.sections;
    this.state = { version, sections, error };
    this.apps.clear();
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
}

/**
 * What the federation runtime loads for a server container: an http(s) URL as it is, a file on
 * this machine as a file URL carrying its mtime, so a container rebuilt in place is a new URL
 * (a missing file is still an entry: loading it fails, and the page renders without that section).
 */
function serverUrl(entry: string | null): string | null {
  if (!entry) return null;
  if (/^https?:\/\//.test(entry)) return entry;
  const mtime = statSync(entry, { throwIfNoEntry: false })?.mtimeMs;
  return `${pathToFileURL(entry).href}?v=${mtime ?? 'missing'}`;
}

function hash(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 12);
}
