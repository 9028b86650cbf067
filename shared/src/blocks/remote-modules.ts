import type { ComponentType } from 'react';
import type { Query } from '@site/shared/request';
import type { RemoteName } from '@site/shared/contract';
import { track, type Tracked } from '@site/shared/state';

/** One exposed module of a section: `mf_forms/newsletter`, `mf_portfolio/teaser`. */
export type RemoteModuleId = `${RemoteName}/${string}`;

/**
 * What a section exposes as a block for other sections' pages: the component, and, when it
 * shows data, what it reads (the server reads it with the page, so the block renders with it
 * and the browser asks for nothing; the same queries its component passes to `useQuery`).
 */
export interface BlockModule<P = Record<string, never>> {
  default: ComponentType<P>;
  reads?: () => readonly Query<unknown>[] | Promise<readonly Query<unknown>[]>;
}

type Loader = (id: RemoteModuleId) => Promise<unknown>;

/** The modules one host's loader gave, each loaded once (`remoteModuleTable`). */
export interface RemoteModuleTable {
  readonly loader: Loader | null;
  readonly modules: Map<RemoteModuleId, Tracked<unknown>>;
}

/** A table of its own for `loader`: the server keeps one per set of section versions it renders. */
export function remoteModuleTable(loader: Loader | null): RemoteModuleTable {
  return { loader, modules: new Map() };
}

/**
 * How a section reaches a component of another section, on the server and in the browser
 * alike (docs/architecture.md#how-the-page-is-put-together, step 5). The host sets the loader: root-config's federation runtime
 * in the browser, the server's own instance on the server; an app never guesses which
 * federation instance knows the remotes of remotes.json.
 */
let current = remoteModuleTable(null);

/** The host's way to load a remote module; replacing it forgets every module loaded before (a new manifest). */
export function setRemoteLoader(next: Loader): void {
  current = remoteModuleTable(next);
}

/**
 * Runs `render` (synchronous: a server render, which no other request interleaves) with `table`
 * as the table every `RemoteBlock` reads: a page rendered on its own set of section versions (a
 * visitor's canary, a preview) shows the blocks of those versions.
 */
export function withRemoteModules<T>(table: RemoteModuleTable, render: () => T): T {
  const before = current;
  current = table;
  try {
    return render();
  } finally {
    current = before;
  }
}

/**
 * The module `id`, loaded once and tracked, so a component can `use()` it: a module loaded
 * ahead (the server preloads a page's blocks before it renders) renders at once. A failed load
 * stays failed (React sees the same promise when it renders again) until `forgetRemoteModule`.
 */
export function remoteModule<T>(id: RemoteModuleId, table: RemoteModuleTable = current): Promise<T> {
  const known = table.modules.get(id);
  if (known) return known as Promise<T>;
  const load = table.loader;
  const request = track(
    (load ? load(id) : Promise.reject(new Error(`no remote loader is set: ${id} cannot be loaded`))).then((module) => {
      if (module === null || module === undefined) throw new Error(`${id} could not be loaded`);
      return module as T;
    }),
  );
  request.catch(() => undefined); // Its user reports the failure (RemoteBlock, the server's renderer).
  table.modules.set(id, request);
  return request;
}

/** Forgets a failed load, so the next `remoteModule(id)` tries again (an error boundary calls it). */
export function forgetRemoteModule(id: RemoteModuleId, table: RemoteModuleTable = current): void {
  if (table.modules.get(id)?.status === 'rejected') table.modules.delete(id);
}
