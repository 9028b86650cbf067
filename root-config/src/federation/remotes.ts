import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteManifest, RemoteName } from '@site/shared';

/** Tells the federation runtime where each container lives (URLs come from the manifest, not the build). */
export function registerManifestRemotes(manifest: RemoteManifest): void {
  registerRemotes(
    Object.entries(manifest.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Loads one exposed module of a remote; rejects when its files cannot be fetched or run. */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${remote}/${exposed}`);
  if (module === null || module === undefined) throw new Error(`${remote}/${exposed} could not be loaded`);
  return module;
}
