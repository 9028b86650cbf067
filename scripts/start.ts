/**
 * `npm start` (compiled into api/dist/start.js, which scripts/compiled.mjs runs once the server
 * itself is compiled and fresh): builds the site when the build is missing or older than its
 * sources, then serves site, API and database on one port.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { main } from '../api/src/main';
import { isBuildFresh, repoRoot } from './build-fingerprint';

if (!isBuildFresh()) {
  console.log('Building the site (the build is missing or out of date)...');
  // A process of its own: the build (rspack, the service worker) is TypeScript run by tsx, a dev dependency.
  const build = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'build.ts')], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await main();
