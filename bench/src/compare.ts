/**
 * Two builds side by side: Lighthouse runs alternating between two running sites, page by page,
 * so a change of the host's speed falls on both alike (this machine's moves 2.5× within a day).
 * Each run is audited at the slowdown calibrated to the host (cpu-calibration.ts), unless BENCH_SLOWDOWN says.
 *
 *   npm run bench:compare -- <runs> <paths> <origin A> <origin B>
 *   npm run bench:compare -- 5 '/?lang=ar,/?lang=en' http://localhost:4400 http://localhost:4311
 *
 * The other build serves from a worktree (`git worktree add /tmp/base <commit>`, then `npm ci`,
 * `npm run build` and `PORT=4400 DATA_DIR=/tmp/base-data npm start` there), or from a copy of
 * `dist` taken before the change, inside the repository (`cp -r dist .tmp/dist-before`, then
 * `DIST_DIR=.tmp/dist-before PORT=4400 npm start`): the server bundles find the modules they
 * leave out (jsdom, for the sanitiser) in the `node_modules` above them, so a copy outside the
 * repository renders a page with rich text in the browser only (its server log says
 * "Cannot find module 'jsdom'"; a project's page scored 59 with a CLS of 1).
 * `BENCH_SLOWDOWN=4` audits at a fixed multiplier instead (Lighthouse's own is 4); the
 * calibrated one of a host far faster than the calculator's table (3 600 on 2026-11-27's) is
 * drawn past its end in proportion to the index (10.8×, cpu-calibration.ts).
 */
import { runLighthouse, type CpuSlowdown, type LighthouseFigures } from './lighthouse-run';
import { median } from './median';

const [runsArg, pathsArg, ...origins] = process.argv.slice(2);
const runs = Number(runsArg);
if (!Number.isInteger(runs) || runs < 1 || !pathsArg || origins.length !== 2) {
  console.error('usage: npm run bench:compare -- <runs> <paths, comma-separated> <origin A> <origin B>');
  process.exit(2);
}

const slowdown: CpuSlowdown = process.env['BENCH_SLOWDOWN'] ? Number(process.env['BENCH_SLOWDOWN']) : 'calibrated';
if (slowdown !== 'calibrated' && !(slowdown >= 1)) {
  console.error('BENCH_SLOWDOWN: a CPU multiplier of 1 or more');
  process.exit(2);
}
console.log('| page | site | score median (runs) | TBT median ms (runs) | LCP median ms (runs) | host index (runs) |');
console.log('|---|---|---|---|---|---|');
for (const sitePath of pathsArg.split(',').filter(Boolean)) {
  const figures = new Map<string, LighthouseFigures[]>(origins.map((origin) => [origin, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const origin of origins) {
      const [audited] = await runLighthouse(`${origin}${sitePath}`, { slowdowns: [slowdown] });
      figures.get(origin)!.push(audited!);
      console.error(
        `${origin}${sitePath}: ${audited!.score}, TBT ${audited!.tbtMs} ms, LCP ${audited!.lcpMs} ms, index ${audited!.benchmarkIndex} (${audited!.cpuSlowdown}x)`,
      );
    }
  }
  for (const [origin, list] of figures) {
    const scores = list.map((run) => run.score);
    const tbts = list.map((run) => run.tbtMs);
    const lcps = list.map((run) => run.lcpMs);
    console.log(
      `| ${sitePath} | ${origin} | ${median(scores)} (${scores.join(', ')}) | ${median(tbts)} (${tbts.join(', ')}) | ${median(lcps)} (${lcps.join(', ')}) | ${list.map((run) => run.benchmarkIndex).join(', ')} |`,
    );
  }
}
