import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@site/shared/contract';
import type { BrowserRemotes } from './manifest';

/** Tells the federation runtime where each container lives (URLs come from the manifest, not the build). */
export function registerManifestRemotes(remotes: BrowserRemotes): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Loads one exposed module of a remote; rejects when its files cannot be fetched or run. */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (module === null || module === undefined) throw new Error(`${remote}/${exposed} could not be loaded`);
  return module;
}

/** The loader '@site/shared' uses for one section's component inside another (`remoteModule`). */
export function loadRemoteModule(id: string): Promise<unknown> {
  return loadRemote(id);
}
