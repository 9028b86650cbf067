/**
 * `npm run build`: the whole browser build (rspack's multi-compiler config), the service
 * worker over its output (build/service-worker.ts), the fingerprint that lets `npm start` skip
 * building when nothing changed, then the server compiled to JavaScript (scripts/build-server.ts).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { computeFingerprint, fingerprintFile, repoRoot } from './build-fingerprint';
import { buildServer } from './build-server';
import { runServiceWorkerBuild } from './build-service-worker';

export function runBuild(): void {
  const fingerprint = computeFingerprint();
  const rspack = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const result = spawnSync(process.execPath, [rspack, 'build', ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`The build failed (rspack exited with ${result.status ?? result.signal}).`);
  }
  // Development builds (`--mode development`) are served by `npm run dev`, which has no worker.
  if (!process.argv.includes('development')) runServiceWorkerBuild();
  writeFileSync(fingerprintFile, `${fingerprint}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    runBuild();
    await buildServer();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
