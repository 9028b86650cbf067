/**
 * `npm run build:host`: the host alone, what the host image carries (deploy/Dockerfile): its
 * browser and server builds (`root-config`, `root-config-server`), the embed runtime and loader,
 * and the service worker over them. The sections are not built: they are released into the
 * running stack (`npm run release`, docs/operations.md), each on its own.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './build-fingerprint';
import { runServiceWorkerBuild } from './build-service-worker';

const host = ['root-config', 'root-config-server', 'embed-host', 'embed'];
const rspack = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const result = spawnSync(process.execPath, [rspack, 'build', ...host.flatMap((name) => ['--config-name', name])], { cwd: repoRoot, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
runServiceWorkerBuild();
