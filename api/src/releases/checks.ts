import { remoteNames, type RemoteName } from '@site/shared/contract';
import { SERVER_FOLDER, type BuildInfo, type ToolVersions } from './build-folder';

/** A release that cannot work: refused before anything is switched, with what to do about it. */
export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
}

/**
 * The files a section's release cannot work without, and what each is: its containers' files
 * as its two build-info.json name them (null: not named), and the federation manifest.
 */
function requiredFiles(info: BuildInfo, serverInfo: BuildInfo | null): { path: string | null; what: string }[] {
  return [
    { path: info.entry, what: 'browser container' },
    { path: 'mf-manifest.json', what: "federation manifest (the server links a page's stylesheets from it)" },
    { path: serverInfo?.entry ? `${SERVER_FOLDER}/${serverInfo.entry}` : null, what: `server container (named by ${SERVER_FOLDER}/build-info.json)` },
  ];
}

/**
 * That `files` (paths relative to the folder) with `info` (its build-info.json) and `serverInfo`
 * (its server build's) are a whole build of `section`: its own build, naming it, and both of its
 * containers, where those files say they are. Returns its container's name.
 */
export function checkSectionBuild(section: string, files: ReadonlySet<string>, info: BuildInfo | null, serverInfo: BuildInfo | null): RemoteName {
  if (!info)
    throw new ReleaseRefused(`${section}: the folder has no build-info.json, so it is no build of this site (build it with npm run build:one -- ${section}).`);
  if (info.name !== section) throw new ReleaseRefused(`${section}: the folder holds a build of ${info.name}, not of ${section}.`);
  if (!info.container) throw new ReleaseRefused(`${section}: the folder holds a host build, not a section's.`);
  const container = remoteNames.find((name) => name === info.container);
  if (!container) throw new ReleaseRefused(`${section}: its container ${info.container} is none of the site's sections (${remoteNames.join(', ')}).`);
  for (const file of requiredFiles(info, serverInfo)) {
    if (file.path === null || !files.has(file.path)) {
      throw new ReleaseRefused(
        `${section}: the build has no ${file.what} (${file.path ?? 'none named'}); a release needs the browser's and the server's builds (npm run build:one -- ${section} makes both).`,
      );
    }
  }
  return container;
}

const TOOLS: readonly { key: keyof ToolVersions; name: string }[] = [
  { key: 'rspack', name: '@rspack/core' },
  { key: 'runtimeCore', name: '@module-federation/runtime-core' },
  { key: 'bundlerRuntime', name: '@module-federation/webpack-bundler-runtime' },
];

/**
 * That the section was built with the versions of Rspack and of the federation runtime every
 * live host runs: a section's browser container runs on the federation runtime its host provides
 * (docs/architecture.md), so a container built with other versions may break on every page.
 */
export function checkToolVersions(section: string, built: ToolVersions, hosts: readonly { label: string; versions: ToolVersions }[]): void {
  if (hosts.length === 0) {
    throw new ReleaseRefused(
      `${section}: no live host is known to check the build against (no server has reported in the last minutes, and there is no host build in dist/). Start the site, or build it once with npm run build.`,
    );
  }
  for (const host of hosts) {
    for (const tool of TOOLS) {
      if (built[tool.key] !== host.versions[tool.key]) {
        throw new ReleaseRefused(
          `${section} was built with ${tool.name} ${built[tool.key]}, but ${host.label} runs ${host.versions[tool.key]}: ` +
            `build the section from the lockfile of the live host (npm ci on the host's commit), then release it again.`,
        );
      }
    }
  }
}
