// @ts-check
/**
 * `node scripts/compiled.mjs <entry> [arguments...]`: runs one entry of the compiled server
 * (`api/dist/<entry>.js`: `serve`, `start`, `release`, `rollback`, `releases`, `inbox`,
 * `content-import`) with plain node, in this process, so a signal reaches it. What `npm start` and
 * the command-line scripts run (package.json), and the test harnesses.
 *
 * Plain JavaScript, because it is the one file that runs before anything is compiled (a fresh
 * clone has no api/dist): when api/dist is missing, or a source it was made from changed (the
 * hashes in api/dist/inputs.json, written by scripts/build-server.ts), it compiles the server
 * first (esbuild, a few seconds; needs the dev dependencies). Where the sources are absent (an
 * image that carries api/dist alone) it runs what is there.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'api', 'dist');

/**
 * Why api/dist must be compiled again, or null when it matches its sources.
 * @returns {string | null}
 */
export function serverStaleness() {
  const manifest = path.join(outDir, 'inputs.json');
  if (!existsSync(manifest)) return 'api/dist has not been compiled yet';
  // A copy without the sources (the image) runs what was compiled for it.
  if (!existsSync(path.join(root, 'api', 'src'))) return null;
  /** @type {{ inputs: Record<string, string> }} */
  const { inputs } = JSON.parse(readFileSync(manifest, 'utf8'));
  for (const [file, hash] of Object.entries(inputs)) {
    const source = path.join(root, file);
    if (!existsSync(source)) return `${file} is gone`;
    if (createHash('sha256').update(readFileSync(source)).digest('hex') !== hash) return `${file} changed`;
  }
  return null;
}

/** Compiles the server into api/dist when it is missing or stale (scripts/build-server.ts). */
export function ensureServerCompiled() {
  const stale = serverStaleness();
  if (stale === null) return;
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs');
  if (!existsSync(tsx)) {
    throw new Error(`The compiled server is out of date (${stale}), and compiling it needs the dev dependencies: run npm install, then npm run build:server.`);
  }
  console.error(`Compiling the server (${stale})...`);
  // The compiler's report goes to stderr: stdout is the entry's own (`npm run inbox -- --format json` prints data there).
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'build-server.ts')], {
    cwd: root,
    stdio: ['inherit', 2, 'inherit'],
  });
  if (result.status !== 0) throw new Error(`Compiling the server failed (exit ${result.status ?? result.signal}).`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entry = process.argv[2] ?? '';
  const file = path.join(outDir, `${entry}.js`);
  try {
    ensureServerCompiled();
    if (!/^[a-z-]+$/.test(entry) || !existsSync(file))
      throw new Error(`Usage: node scripts/compiled.mjs <an entry of api/dist, such as serve or release> [arguments...]`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  // The entry sees the command line it would see run as `node api/dist/<entry>.js ...`.
  process.argv.splice(1, 2, file);
  await import(pathToFileURL(file).href);
}
