import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Module Federation share configuration: the one place that says which packages every
 * container on a page must share. React, react-dom, the signals core and the doors of
 * '@site/shared' are singletons (two copies of react-dom, or of the signals core, break silently: see
 * docs/architecture.md#how-the-page-is-put-together, step 9). Subpaths are listed explicitly because
 * `react-dom/client` and `react/jsx-runtime` are separate requests.
 */
const nodeModules = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'node_modules');

/** The installed version (read from disk: some packages do not export their package.json). */
function versionOf(pkg: string): string {
  const manifest: unknown = JSON.parse(readFileSync(path.join(nodeModules, pkg, 'package.json'), 'utf8'));
  if (typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string') {
    return manifest.version;
  }
  throw new Error(`No version in ${pkg}/package.json`);
}

interface ShareEntry {
  singleton: boolean;
  /**
   * `false`: no semver range is checked when a container takes the singleton. For a singleton
   * the check only ever printed a console warning (never a second copy), and parsing the ranges
   * of every share at start cost about 17 ms of a phone's main thread (a quarter of the
   * federation runtime's start, profiled at 4x CPU slowdown). One lockfile builds every
   * section; `e2e/src/singletons.e2e.ts` proves one copy of each on the page.
   */
  requiredVersion: false;
  version: string;
}

function singleton(pkg: string, request: string = pkg): [string, ShareEntry] {
  return [request, { singleton: true, requiredVersion: false, version: versionOf(pkg) }];
}

/**
 * The doors of '@site/shared' that are shares (docs/shared.md), each its own singleton. Three doors
 * are no share: the contract (no module state; a page needs a few of its values at once, its zod
 * schemas never on the first page: each build bundles what it imports from it), the worker's
 * (the service worker and the offline door take the few names they use) and paging (no module
 * state, and only the screens with a list use it: the first page never downloads it).
 */
export const sharedDoors = ['state', 'format', 'i18n', 'site', 'request', 'offline', 'react', 'ui', 'blocks', 'page', 'embed', 'server'] as const;

/**
 * What the browser's host provides to the sections and loads before any of them starts
 * (root-config/src/host-singletons.ts): React, the signals core and every door a page uses. A
 * section's container brings no copy of them (`sectionShared`): one copy on the page is then a
 * property of the build, not of the order things load in (the widgets on partner pages are not
 * federated: each bundles what it uses, build/widget-build.ts). Only the embed's door (the
 * widgets' frame) and the server's are left to the containers that use them.
 */
export const hostProvided = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@preact/signals-core',
  ...sharedDoors.filter((door) => door !== 'embed' && door !== 'server').map((door) => `@site/shared/${door}`),
];

export const sharedDependencies: Record<string, ShareEntry> = Object.fromEntries([
  singleton('react'),
  singleton('react', 'react/jsx-runtime'),
  singleton('react', 'react/jsx-dev-runtime'),
  singleton('react-dom'),
  singleton('react-dom', 'react-dom/client'),
  singleton('@preact/signals-core'),
  ...sharedDoors.map((door) => singleton('@site/shared', `@site/shared/${door}`)),
  // Not state-holding, but every app uses them: one download instead of four.
  singleton('wouter'),
]);

/** A section's browser container: what the host provides is taken from it, never bundled (`import: false`). */
export const sectionShared = Object.fromEntries(
  Object.entries(sharedDependencies).map(([name, entry]) => [name, hostProvided.includes(name) ? { ...entry, import: false as const } : entry]),
);

/**
 * A section's Node container: the server host (root-config/src/server/shares.ts) provides every
 * share, so the container brings no copy (`import: false`): one React and one copy of each door,
 * with its signals, texts and request cache, per server process. Not the embed door: no server
 * container renders a widget.
 */
export const serverShared = Object.fromEntries(
  Object.entries(sharedDependencies)
    .filter(([name]) => name !== '@site/shared/embed')
    .map(([name, entry]) => [name, { ...entry, import: false as const }]),
);
