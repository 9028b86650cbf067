/**
 * `npm run bench:startup`: how long the server and the release commands take to start, run
 * compiled (what `npm start`, the CLIs and the image run) and through tsx (the sources, as
 * everything ran before the server was compiled). Each figure is the median and the least of
 * BENCH_RUNS runs (5), on a copy of the build and a SQLite database seeded before the first run
 * (so a start is a start, not a seed):
 *
 * - a server start: from spawning it to its `Site running at` line (then SIGTERM);
 * - `npm start`: the same through npm and scripts/start.ts (its build check included);
 * - `npm run releases`: the list of releases, start to exit (a command that is all start-up);
 * - `npm run release -- mf-shell --from <build>`: a release of a build that is live already
 *   (the checks, the hashing of its files and the upload's check; nothing to switch).
 *
 * A benchmark measures; it never fails a build.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '@site/api/config';
import { isBuildFresh } from '../../scripts/build-fingerprint';
import { runBuild } from '../../scripts/build';
import { buildServer } from '../../scripts/build-server';

const runs = Number(process.env['BENCH_RUNS'] ?? 5);

if (!isBuildFresh()) runBuild();
await buildServer();
const scratch = mkdtempSync(path.join(tmpdir(), 'site-bench-startup-'));
const dist = path.join(scratch, 'dist');
cpSync(path.join(repoRoot, 'dist'), dist, { recursive: true });
const env = { ...process.env, DIST_DIR: dist, DATA_DIR: path.join(scratch, 'data'), PORT: '0', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '' };

/** Runs `command` until it prints `until` (then SIGTERM to its process group) or exits; the milliseconds it took. */
function timed(command: string[], until: RegExp | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command[0]!, command.slice(1), { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    let took: number | null = null;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until && took === null && until.test(output)) {
        took = performance.now() - started;
        process.kill(-child.pid!, 'SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      if (until === null && code === 0) resolve(performance.now() - started);
      else if (took !== null) resolve(took);
      else reject(new Error(`${command.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}

const started = /Site running at/;
const release = ['mf-shell', '--from', path.join(dist, 'mf-shell')];
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
/** Each start compiled (as now) and as it ran before the server was compiled (through tsx). */
const cases: { name: string; command: string[]; until: RegExp | null }[] = [
  { name: 'server start, compiled (node api/dist/serve.js)', command: ['node', 'api/dist/serve.js'], until: started },
  {
    name: 'server start, before (node --import tsx api/src/serve.ts, as the image ran it)',
    command: ['node', '--import', 'tsx', 'api/src/serve.ts'],
    until: started,
  },
  { name: 'npm start, compiled (its checks, then the compiled server)', command: ['npm', 'start', '--silent'], until: started },
  { name: 'npm start, before (tsx scripts/start.ts)', command: [tsx, 'scripts/start.ts'], until: started },
  { name: 'npm run releases, compiled', command: ['npm', 'run', '--silent', 'releases'], until: null },
  { name: 'releases, before (tsx api/src/cli/releases.ts)', command: [tsx, 'api/src/cli/releases.ts'], until: null },
  {
    name: 'npm run release -- mf-shell --from <a build live already>, compiled',
    command: ['npm', 'run', '--silent', 'release', '--', ...release],
    until: null,
  },
  { name: 'release, before (tsx api/src/cli/release.ts ...)', command: [tsx, 'api/src/cli/release.ts', ...release], until: null },
];

try {
  // Seeds the database and releases mf-shell once, so every measured run finds them done.
  await timed(['node', 'api/dist/serve.js'], started);
  await timed(['node', 'api/dist/release.js', ...release], null);
  console.log(`\nStart-up times, ${runs} runs each (median, least):`);
  for (const { name, command, until } of cases) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push(await timed(command, until));
    times.sort((a, b) => a - b);
    console.log(`  ${name}: ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(2)} s, ${(times[0]! / 1000).toFixed(2)} s`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
