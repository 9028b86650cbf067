import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Module Federation share configuration: the one place that says which packages every
 * container on a page must share. React, react-dom, the signals core and '@site/shared'
 * are singletons (two copies of react-dom, or of the signals core, break silently: see
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

export const sharedDependencies: Record<string, ShareEntry> = Object.fromEntries([
  singleton('react'),
  singleton('react', 'react/jsx-runtime'),
  singleton('react', 'react/jsx-dev-runtime'),
  singleton('react-dom'),
  singleton('react-dom', 'react-dom/client'),
  singleton('@preact/signals-core'),
  singleton('@site/shared'),
  // Not state-holding, but every app uses them: one download instead of four.
  singleton('wouter'),
]);
