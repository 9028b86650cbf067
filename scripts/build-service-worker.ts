/**
 * The service worker's post-build step over dist/ (or DIST_DIR): see build/service-worker.ts.
 * `npm run build` and `npm run build:one` run it after rspack; it can also run alone.
 */
import path from 'node:path';
import { spawnSync } from 'node:child_process';
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

if (import.meta.url === `file://${process.argv[1]}`) {
  buildServiceWorker(distDirectory()).then(
    (report) => console.log(describeReport(report)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
