/**
 * `npm run build:server` (and the end of `npm run build` and `build:host`): the server and its
 * command-line tools compiled to JavaScript in `api/dist/`, which `npm start`, the CLIs and the
 * image run with plain `node`: no TypeScript is compiled when a replica or a release starts
 * (docs/performance.md#start-up). esbuild bundles each entry with the workspace packages it
 * imports (`@site/shared`, whose sources are TypeScript), and leaves every other package to be
 * imported from node_modules at run time, as the sources do.
 *
 * Each entry is written flat into api/dist/, two folders below the repository root as its source
 * is (api/src/serve.ts), so `repoRoot` (api/src/config.ts, from `import.meta.url`) is the same
 * in both. Each entry holds all of its code (no chunks): a CLI's check that it was run and not
 * imported (`import.meta.url` against `process.argv[1]`) then looks at its own file.
 *
 * `api/dist/inputs.json` lists every file the build was made from with its hash:
 * scripts/compiled.mjs compares it with the sources to compile again when one changed.
 */
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { repoRoot } from './build-fingerprint';

/** What is compiled, by the name of its file in api/dist/ (scripts/compiled.mjs runs them by this name). */
const serverEntries = {
  serve: 'api/src/serve.ts',
  start: 'scripts/start.ts',
  'content-import': 'api/src/cli/content-import.ts',
  inbox: 'api/src/cli/inbox.ts',
  release: 'api/src/cli/release.ts',
  rollback: 'api/src/cli/rollback.ts',
  promote: 'api/src/cli/promote.ts',
  partners: 'api/src/cli/partners.ts',
  releases: 'api/src/cli/releases.ts',
} as const;

const serverOutDir = path.join(repoRoot, 'api', 'dist');

/** Files that shape the output without being imported by it: this script, and the versions of the packages left external. */
const buildInputs = ['scripts/build-server.ts', 'package-lock.json'];

/** Every package from node_modules is imported at run time, except the workspace's own (TypeScript sources). */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@site/') ? undefined : { path: args.path, external: true }));
  },
};

const hashOf = (file: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(repoRoot, file)))
    .digest('hex');

export async function buildServer(): Promise<void> {
  // Written beside, then put in place whole: a server starting meanwhile never finds half a folder.
  const next = mkdtempSync(`${serverOutDir}-next-`);
  try {
    await compileInto(next);
  } catch (error) {
    rmSync(next, { recursive: true, force: true });
    throw error;
  }
  // mkdtemp made it private; the image runs it as another user than the one that built it.
  chmodSync(next, 0o755);
  rmSync(serverOutDir, { recursive: true, force: true });
  renameSync(next, serverOutDir);
}

async function compileInto(next: string): Promise<void> {
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: Object.entries(serverEntries).map(([out, source]) => ({ in: source, out })),
    outdir: next,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    // Stack traces name the functions and lines of the sources (`node --enable-source-maps`).
    sourcemap: 'linked',
    plugins: [externalPackages],
    metafile: true,
    logLevel: 'warning',
  });
  const sources = Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/'));
  const inputs = Object.fromEntries([...sources, ...buildInputs].sort().map((file) => [file, hashOf(file)]));
  writeFileSync(path.join(next, 'inputs.json'), `${JSON.stringify({ entries: Object.keys(serverEntries), inputs }, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  buildServer().then(
    () => console.log(`server compiled into ${path.relative(repoRoot, serverOutDir)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
