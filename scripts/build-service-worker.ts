/**
 * The post-build step over dist/ (or DIST_DIR): the installable app's files (build/app-manifest.ts),
 * then the service worker (build/service-worker.ts).
 * `npm run build` and `npm run build:one` run it after rspack; it can also run alone.
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { buildAppManifest, stampAppHead } from '../build/app-manifest';
import { buildServiceWorker, describeReport } from '../build/service-worker';
import { repoRoot } from './build-fingerprint';

function distDirectory(): string {
  return path.resolve(repoRoot, process.env['DIST_DIR'] ?? 'dist');
}

/** Runs this step in a process of its own (the build scripts are synchronous). */
export function runServiceWorkerBuild(env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts', 'build-service-worker.ts')], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The service worker's build failed (exit ${result.status ?? result.signal}).`);
}

/** The installable app's files (icons, screenshots, manifests) and tags, then the worker, which precaches them. */
async function postBuild(distDir: string) {
  const head = await buildAppManifest(distDir);
  const page = path.join(distDir, 'root-config', 'index.html');
  writeFileSync(page, stampAppHead(readFileSync(page, 'utf8'), head));
  return buildServiceWorker(distDir);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  postBuild(distDirectory()).then(
    (report) => console.log(describeReport(report)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
