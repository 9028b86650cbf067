/**
 * Two builds side by side: Lighthouse runs alternating between two running sites, page by page,
 * so a change of the host's speed falls on both alike (this machine's moves 2.5× within a day).
 * Each run is audited at the slowdown calibrated to the host (cpu-calibration.ts).
 *
 *   npm run bench:compare -- <runs> <paths> <origin A> <origin B>
 *   npm run bench:compare -- 5 '/?lang=ar,/?lang=en' http://localhost:4400 http://localhost:4311
 *
 * The other build serves from a worktree (`git worktree add /tmp/base <commit>`, then `npm ci`,
 * `npm run build` and `PORT=4400 DATA_DIR=/tmp/base-data npm start` there).
 */
import { runLighthouse, type LighthouseFigures } from './lighthouse-run';

const [runsArg, pathsArg, ...origins] = process.argv.slice(2);
const runs = Number(runsArg);
if (!Number.isInteger(runs) || runs < 1 || !pathsArg || origins.length !== 2) {
  console.error('usage: npm run bench:compare -- <runs> <paths, comma-separated> <origin A> <origin B>');
  process.exit(2);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log('| page | site | score median (runs) | TBT median ms (runs) | host index (runs) |');
console.log('|---|---|---|---|---|');
for (const sitePath of pathsArg.split(',').filter(Boolean)) {
  const figures = new Map<string, LighthouseFigures[]>(origins.map((origin) => [origin, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const origin of origins) {
      const [calibrated] = await runLighthouse(`${origin}${sitePath}`, { slowdowns: ['calibrated'] });
      figures.get(origin)!.push(calibrated!);
      console.error(`${origin}${sitePath}: ${calibrated!.score}, TBT ${calibrated!.tbtMs} ms, index ${calibrated!.benchmarkIndex} (${calibrated!.cpuSlowdown}x)`);
    }
  }
  for (const [origin, list] of figures) {
    const scores = list.map((run) => run.score);
    const tbts = list.map((run) => run.tbtMs);
    console.log(`| ${sitePath} | ${origin} | ${median(scores)} (${scores.join(', ')}) | ${median(tbts)} (${tbts.join(', ')}) | ${list.map((run) => run.benchmarkIndex).join(', ')} |`);
  }
}
