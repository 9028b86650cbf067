import { getInstance } from '@module-federation/enhanced/runtime';

/**
 * Loads a module exposed by another remote through the **host's** federation instance:
 * that is the one the host registered every remote of remotes.json with. (This container's
 * own instance knows no other remotes.) The runtime core is the host's single copy: the
 * remotes build with `externalRuntime`, so this import adds only the thin API wrapper
 * that the container's bundler runtime already contains.
 */
export async function loadFromRemote<T>(remote: string, exposed: string): Promise<T> {
  const host = getInstance((instance) => instance.options.remotes.some((entry) => entry.name === remote));
  if (!host) throw new Error(`[mf-shell] no federation instance knows the remote ${remote}`);
  const module = await host.loadRemote<T>(`${remote}/${exposed}`);
  if (module === null || module === undefined) throw new Error(`[mf-shell] ${remote}/${exposed} could not be loaded`);
  return module;
}
