/**
 * `npm run build:one -- mf-pages [--out <folder>]`: builds one section alone, for the browser
 * and for Node (`mf-pages` and `mf-pages-server`), and its widget for partner pages when it has
 * one (`mf-portfolio-widget`, into its folder's `widget/`); no other folder of dist/ changes.
 *
 * With `--out`, the section goes to that folder instead of dist/mf-pages: a new version beside
 * the live one. Pointing its `entry` and `serverEntry` in dist/root-config/remotes.json at it
 * puts it live (the browser on its next page, the server on its next request; no restart), and
 * pointing them back rolls it back. A folder of dist/ named `mf-...` is served as it is.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { remoteApps } from '../build/apps';
import { widgetBuildNames } from '../build/widget-build';
import { repoRoot } from './build-fingerprint';
import { runServiceWorkerBuild } from './build-service-worker';

const sections: string[] = remoteApps.map((app) => app.dir);

function usage(message: string): never {
  console.error(`${message}\nUsage: npm run build:one -- <${sections.join('|')}> [--out <folder>]`);
  process.exit(2);
}

let commandLine: { values: { out?: string | undefined }; positionals: string[] };
try {
  commandLine = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true, strict: true });
} catch (error) {
  usage(error instanceof Error ? error.message : String(error));
}
const [section, ...more] = commandLine.positionals;
if (!section || !sections.includes(section)) usage(`Name a section to build${section ? ` (not "${section}")` : ''}.`);
if (more.length > 0) usage(`Unexpected arguments: ${more.join(' ')}`);
const env: NodeJS.ProcessEnv = { ...process.env };
if (commandLine.values.out !== undefined) env['SECTION_OUT_DIR'] = path.resolve(process.cwd(), commandLine.values.out);
const rspack = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
const builds = [section, `${section}-server`, ...(remoteApps.find((app) => app.dir === section)?.widget ? widgetBuildNames(section) : [])];
const result = spawnSync(process.execPath, [rspack, 'build', ...builds.flatMap((name) => ['--config-name', name])], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);
// A section rebuilt in place changed files the worker precaches: list them again. One built
// into a new folder changes nothing the worker lists (remotes.json, network first, points at it).
if (!env['SECTION_OUT_DIR']) runServiceWorkerBuild(env);
