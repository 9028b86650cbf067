/**
 * `npm run build:host`: the host alone, what the host image carries (deploy/Dockerfile): its
 * browser and server builds (`root-config`, `root-config-server`), the embed loader (`embed`),
 * the service worker over them, and the server compiled (scripts/build-server.ts). The sections are not built: they are released into the
 * running stack (`npm run release`, docs/operations.md), each on its own.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './build-fingerprint';
import { buildServer } from './build-server';
import { runServiceWorkerBuild } from './build-service-worker';

const host = ['root-config', 'root-config-server', 'embed'];
const rspack = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const result = spawnSync(process.execPath, [rspack, 'build', ...host.flatMap((name) => ['--config-name', name])], { cwd: repoRoot, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
runServiceWorkerBuild();
// The server the host image runs, compiled (api/dist/).
await buildServer();
