/**
 * `npm run bench:releases`: what releasing one section costs two replicas (PostgreSQL, Redis,
 * the round-robin proxy in its own process, as bench:replicas): the time from `npm run release`
 * to both replicas serving the new version (and from the switch), and the requests per second
 * of a page of that section through the proxy with no release running and with releases running
 * back to back. Two versions of mf-portfolio are released in turn: the build in dist/ and a
 * changed one built alone (build:one, timed once). BENCH_SECONDS (10) a run, BENCH_ROUNDS (3)
 * rounds, BENCH_CONNECTIONS (20); medians. A benchmark measures; it never fails a build.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '@site/api/config';
import { send } from '@site/api/testing/http';
import { releaseCommand } from '@site/api/testing/release-command';
import { startReplicas, type Replicas } from '@site/api/testing/replicas';
import { buildChangedSection } from '@site/e2e/testing/changed-section';
import { startProxy } from './child-server';
import { median } from './median';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
const target = '/portfolio?lang=en';

interface Timing {
  /** from the command's start to both replicas serving the version */
  command: number;
  /** from the switch (its row's time) to both replicas serving it */
  switch: number;
}

/** mf-portfolio's entry in a replica's /remotes.json. */
async function entryOf(url: string): Promise<string> {
  return (JSON.parse((await send(url, '/remotes.json')).body) as { remotes: { mf_portfolio: { entry: string } } }).remotes.mf_portfolio.entry;
}

/** Releases `folder` with the CLI (another version than the live one), and times until each replica's /remotes.json names another entry. */
async function release(r: Replicas, folder: string): Promise<Timing> {
  const before = await entryOf(r.urls[0]!);
  const started = Date.now();
  const command = releaseCommand('release', ['mf-portfolio', '--from', folder], r.env);
  let failed: string | null = null;
  void command.then(({ code, output }) => (failed = code === 0 ? null : output));
  const served = await Promise.all(
    r.urls.map(async (url) => {
      while ((await entryOf(url)) === before) {
        if (failed !== null) throw new Error(`the release failed:\n${failed}`);
        await sleep(25);
      }
      return Date.now();
    }),
  );
  await command;
  const switched = await r.db.selectFrom('release_switches').select('switched_at').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const both = Math.max(...served);
  return { command: both - started, switch: both - Date.parse(switched.switched_at) };
}

async function measure(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-releases-'));
const built = path.join(work, 'dist-build');
cpSync(path.join(repoRoot, 'dist', 'mf-portfolio'), built, { recursive: true });
const buildStarted = Date.now();
const changed = buildChangedSection(path.join(work, 'changed'), 'mf-portfolio', [
  { file: 'mf-portfolio/src/list/PortfolioListPage.tsx', find: '{s.subtitle}</p>', replace: '{s.subtitle}</p>\n<p>Released on its own</p>' },
]);
const buildMs = Date.now() - buildStarted;
const replicas = await startReplicas({ count: 2, env: { RATE_LIMITS: 'off' } });
const proxy = await startProxy(replicas.urls);
try {
  // Warm-up: both versions released once, every replica has rendered the page of each.
  for (const folder of [changed, built]) await release(replicas, folder);
  await autocannon({ url: `${proxy.url}${target}`, connections, duration: 2 });

  const idle: Awaited<ReturnType<typeof measure>>[] = [];
  const busy: Awaited<ReturnType<typeof measure>>[] = [];
  const timings: Timing[] = [];
  for (let round = 0; round < rounds; round++) {
    idle.push(await measure(`${proxy.url}${target}`));
    let releasing = true;
    const releases = (async () => {
      for (let i = 0; releasing; i++) timings.push(await release(replicas, i % 2 === 0 ? changed : built));
    })();
    busy.push(await measure(`${proxy.url}${target}`));
    releasing = false;
    await releases;
  }
  const figures = {
    build_one_ms: buildMs,
    releases: timings.length,
    command_to_both_ms: { median: median(timings.map((timing) => timing.command)), max: Math.max(...timings.map((timing) => timing.command)) },
    switch_to_both_ms: { median: median(timings.map((timing) => timing.switch)), max: Math.max(...timings.map((timing) => timing.switch)) },
    idle: { rps: median(idle.map((run) => run.rps)), p99: median(idle.map((run) => run.p99)), errors: idle.reduce((sum, run) => sum + run.errors, 0) },
    releasing: { rps: median(busy.map((run) => run.rps)), p99: median(busy.map((run) => run.p99)), errors: busy.reduce((sum, run) => sum + run.errors, 0) },
  };
  console.log(`\nmf-portfolio built alone (build:one) in ${(buildMs / 1000).toFixed(1)} s.`);
  console.log(`${timings.length} releases (--from a built folder) to two replicas:`);
  console.log(`  command to both replicas serving: median ${figures.command_to_both_ms.median} ms, max ${figures.command_to_both_ms.max} ms`);
  console.log(`  switch to both replicas serving:  median ${figures.switch_to_both_ms.median} ms, max ${figures.switch_to_both_ms.max} ms`);
  console.log(`GET ${target} through the proxy (${connections} connections, median of ${rounds} rounds of ${seconds} s):`);
  console.log(`  no release running:  ${figures.idle.rps} req/s, p99 ${figures.idle.p99} ms, ${figures.idle.errors} errors`);
  console.log(`  releases running:    ${figures.releasing.rps} req/s, p99 ${figures.releasing.p99} ms, ${figures.releasing.errors} errors`);
  const results = path.join(repoRoot, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, 'releases.json'),
    `${JSON.stringify({ measured_at: new Date().toISOString(), seconds, rounds, connections, ...figures }, null, 2)}\n`,
  );
} finally {
  await proxy.stop();
  await replicas.close();
  rmSync(work, { recursive: true, force: true });
}
