import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName } from '@site/shared/contract';
import { remoteModuleTable, type RemoteModuleId, type RemoteModuleTable } from '@site/shared/blocks';
import type { ServerApp } from '@site/shared/page';
import { providedShares } from './shares';

/** A section's first stylesheets (with the name its CSS loader knows each by; '' when the build gave none) and scripts. */
export interface SectionAssets {
  css: { href: string; chunk: string }[];
  js: string[];
}

/** Where one section lives now, as the server that hosts this renderer knows it (api/src/releases/section-locator.ts). */
export interface SectionLocation {
  /** the version served from here: a release's (a hash of its files), or `build` for the build the server started with */
  version: string;
  /** the browser's remoteEntry.js, as pages load it: a site path or an absolute URL */
  entry: string;
  /** the folder of its browser build on this machine (the build's, or a release's copy); null on another origin */
  dir: string | null;
  /** the server container: a file on this machine or an http(s) URL; null: none (the browser renders the section) */
  serverEntry: string | null;
  /** each expose's first files (`spa`, `teaser`), site paths, from what its build wrote; empty for a section on another origin */
  assets: Readonly<Record<string, SectionAssets>>;
}

/**
 * Every section's location, with a version that changes whenever one does (or why there are
 * none). One set is live; a visitor's canary or preview is another set, of other versions.
 */
export interface SectionLocations {
  version: string;
  sections: Record<RemoteName, SectionLocation> | null;
  error: string | null;
}

/** The one answer to "where does each section live now" (the live set); cheap to call, so it is called for every look. */
export type LocateSections = () => SectionLocations;

/** One section as a render uses it. */
export interface Section {
  /** its version (SectionLocation's) */
  version: string;
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

/** One set of section versions as a render uses it: every part of a page comes from one set. */
export interface SectionSet {
  /** the set's version (it keys the page cache) and its sections, or why there are none */
  current(): { version: string; sections: Sections | null; error: string | null };
  /** the `./ssr` of a section's server container */
  serverApp(remote: RemoteName): Promise<ServerApp>;
  /**
   * The stylesheets and first scripts of a section's browser entry (`./spa`), or of another of
   * its exposes (a block another section's page shows), site-relative, as its build listed them:
   * the page links the one and preloads the other. Empty for a section on another origin (its
   * code brings its stylesheet itself, a little later).
   */
  browserAssets(remote: RemoteName, expose?: string): SectionAssets;
  /** the blocks one section shows of another, loaded from this set's containers */
  remoteModules(): RemoteModuleTable;
}

/** How many sets are kept at once: the live one and its predecessor, canaries, previews. */
const KEPT_SETS = 8;

interface KeptSet {
  set: SectionSet;
  /** what it was made from: the located version and its server entries (with their mtimes) */
  key: string;
  /** the server entries it uses, by section */
  entries: { name: RemoteName; entry: string }[];
  checkedAt: number;
}

/**
 * The sections' server containers, loaded through the Module Federation runtime from where
 * `locate` says each section lives (or from another set of locations: a visitor's canary or
 * preview), with React, react-dom and the doors of '@site/shared' provided as singletons. A
 * section switched to another version (a release, a rollback, a manifest edit) renders its new
 * version on the next request; a server container on this machine rebuilt in place too (its
 * mtime is looked at at most once a second): no restart, no other section touched.
 *
 * Each server container is a remote of its own in the one federation instance (`mf_portfolio_3`),
 * so several versions of a section render side by side, each page on one set from start to end.
 * A set not used among the last KEPT_SETS is dropped, and with it the containers no kept set uses
 * (their names are given to the next new ones, which replace them in the runtime).
 */
export class ServerSections {
  private readonly federation: ModuleFederation;
  private readonly sets = new Map<string, KeptSet>();
  /** each server entry registered, with the remote name it has and how many kept sets use it */
  private readonly registered = new Map<string, { remote: string; users: number }>();
  /** names of remotes no kept set uses: the next new entry of that section takes one, replacing what it held */
  private readonly freeNames = new Map<RemoteName, string[]>();
  private named = 0;
  private liveKey = '';

  constructor(
    private readonly locate: LocateSections,
    packagesDir: string,
    private readonly onChange: () => void = () => undefined,
    private readonly pollMs = 1000,
  ) {
    this.federation = createInstance({ name: 'site_server', remotes: [], shared: providedShares(), plugins: [localEntries(packagesDir)] });
  }

  /** The live set (`locate()`), or the set at `located`. */
  sectionSet(located: SectionLocations = this.locate()): SectionSet {
    const kept = this.sets.get(located.version);
    if (kept && performance.now() - kept.checkedAt < this.pollMs) return this.touch(located.version, kept).set;
    const sections = located.sections ? resolveSections(located.sections) : null;
    const key = `${located.version}\n${sections ? remoteNames.map((name) => sections[name].serverEntry ?? '').join('\n') : located.error}`;
    if (kept && kept.key === key) {
      kept.checkedAt = performance.now();
      return this.touch(located.version, kept).set;
    }
    if (kept) this.drop(located.version, kept);
    const made = this.make(located, sections, key);
    this.sets.set(located.version, made);
    while (this.sets.size > KEPT_SETS) {
      const [oldest, set] = this.sets.entries().next().value!;
      this.drop(oldest, set);
    }
    return made.set;
  }

  /** The live set's version: changes whenever a section moves or a container on this machine is rebuilt. */
  current(): { version: string; sections: Sections | null; error: string | null } {
    const set = this.sectionSet();
    const state = set.current();
    if (state.version !== this.liveKey) {
      this.liveKey = state.version;
      this.onChange();
    }
    return state;
  }

  private touch(version: string, kept: KeptSet): KeptSet {
    // Most recently used last: the first entry is the one to drop.
    this.sets.delete(version);
    this.sets.set(version, kept);
    return kept;
  }

  private make(located: SectionLocations, sections: Sections | null, key: string): KeptSet {
    const state = { version: hash(key), sections, error: sections ? null : (located.error ?? 'no sections') };
    const names = new Map<RemoteName, string>();
    const entries: KeptSet['entries'] = [];
    if (sections) {
      for (const name of remoteNames) {
        const entry = sections[name].serverEntry;
        if (!entry) continue;
        let known = this.registered.get(entry);
        if (known) known.users += 1;
        else {
          const remote = this.freeNames.get(name)?.pop() ?? `${name}_${(this.named += 1)}`;
          // `force` on a name used before drops what the runtime kept of its old container (its module cache).
          this.federation.registerRemotes([{ name: remote, entry }], { force: true });
          known = { remote, users: 1 };
          this.registered.set(entry, known);
        }
        names.set(name, known.remote);
        entries.push({ name, entry });
      }
    }
    const assets = new Map(remoteNames.map((name) => [name, located.sections?.[name].assets ?? {}]));
    const apps = new Map<RemoteName, Promise<ServerApp>>();
    const load = <T>(id: string) => this.federation.loadRemote<T>(id);
    // `mf_portfolio/teaser` of this set: its container's remote.
    const modules = remoteModuleTable((id: RemoteModuleId) => {
      const slash = id.indexOf('/');
      const remote = names.get(id.slice(0, slash) as RemoteName);
      return remote ? load(`${remote}${id.slice(slash)}`) : Promise.reject(new Error(`no server container of ${id.slice(0, slash)}`));
    });
    const set: SectionSet = {
      current: () => state,
      serverApp: (remote) => {
        if (!sections) return Promise.reject(new Error(state.error ?? 'no manifest'));
        const name = names.get(remote);
        if (!name) return Promise.reject(new Error(`remotes.json names no server entry for ${remote}`));
        let app = apps.get(remote);
        if (!app) {
          app = load<{ serverApp: ServerApp }>(`${name}/ssr`).then((module) => {
            if (!module?.serverApp) throw new Error(`${remote}/ssr exposes no serverApp`);
            return module.serverApp;
          });
          // A failure is not kept: the next request tries again (the log says it once).
          app.catch(() => apps.delete(remote));
          apps.set(remote, app);
        }
        return app;
      },
      browserAssets: (remote, expose = 'spa') => assets.get(remote)?.[expose] ?? { css: [], js: [] },
      remoteModules: () => modules,
    };
    return { set, key, entries, checkedAt: performance.now() };
  }

  /**
   * Forgets a set; a container no other kept set uses gives its remote's name back, and the next
   * new container of its section replaces it in the runtime (a page still rendering on the old one
   * finishes with what it has loaded).
   */
  private drop(version: string, kept: KeptSet): void {
    this.sets.delete(version);
    for (const { name, entry } of kept.entries) {
      const known = this.registered.get(entry);
      if (!known) continue;
      known.users -= 1;
      if (known.users > 0) continue;
      this.registered.delete(entry);
      this.freeNames.set(name, [...(this.freeNames.get(name) ?? []), known.remote]);
    }
  }
}

/** The sections of a set of locations as a render uses them: server entries as the runtime loads them. */
function resolveSections(locations: Record<RemoteName, SectionLocation>): Sections {
  return Object.fromEntries(
    remoteNames.map((name) => [
      name,
      {
        version: locations[name].version,
        browserEntry: locations[name].entry,
        browserDir: locations[name].dir,
        serverEntry: serverUrl(locations[name].serverEntry),
      } satisfies Section,
    ]),
  ) as Sections;
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
