/**
 * `npm run bench:canary`: what a canary costs the pages (docs/scaling.md, "Figures"). Two replicas
 * on PostgreSQL and Redis behind the round-robin proxy in its own process (as bench:replicas),
 * `GET /portfolio?lang=en` through the proxy from returning visitors (VISITORS cookies, each
 * connection going through them in turn), with no canary, then with half of them on a canary of
 * mf-portfolio (a copy of its build in dist/ released with --canary 50: another version, the same
 * code, so the figure is the canary's own cost: choosing each request's versions, and a second
 * set of cached pages), rounds alternating. BENCH_SECONDS (10) a run, BENCH_ROUNDS (3) rounds,
 * BENCH_CONNECTIONS (20); medians. A benchmark measures; it never fails a build.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '@site/api/config';
import { send } from '@site/api/testing/http';
import { releaseCommand } from '@site/api/testing/release-command';
import { startReplicas } from '@site/api/testing/replicas';
import { startProxy } from './child-server';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
const VISITORS = 40;
const target = '/portfolio?lang=en';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const work = mkdtempSync(path.join(tmpdir(), 'bench-canary-'));
const copy = path.join(work, 'mf-portfolio');
cpSync(path.join(repoRoot, 'dist', 'mf-portfolio'), copy, { recursive: true });
const replicas = await startReplicas({ count: 2, env: { RATE_LIMITS: 'off' } });
const proxy = await startProxy(replicas.urls);

/** Visitor cookies, given by the site while a canary runs (a visitor keeps the same one after). */
async function visitorCookies(): Promise<string[]> {
  const cookies: string[] = [];
  while (cookies.length < VISITORS) {
    const header = (await send(proxy.url, target)).headers['set-cookie'];
    const cookie = (Array.isArray(header) ? header : [header ?? '']).find((each) => each.startsWith('nasaq-visitor='));
    if (cookie) cookies.push(cookie.split(';')[0]!);
  }
  return cookies;
}

async function measure(cookies: readonly string[]) {
  const result = await autocannon({
    url: `${proxy.url}${target}`,
    connections,
    duration: seconds,
    requests: cookies.map((cookie) => ({ method: 'GET', path: target, headers: { cookie } })),
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

async function command(...args: string[]) {
  const { code, output } = await releaseCommand(args[0] as 'release' | 'rollback', args.slice(1), replicas.env);
  if (code !== 0) throw new Error(`npm run ${args.join(' ')} failed:\n${output}`);
}

try {
  // The cookies are made with a canary running (without one no visitor needs one), which then ends.
  await command('release', 'mf-portfolio', '--from', copy, '--canary', '50');
  const cookies = await visitorCookies();
  const onCanary = await Promise.all(
    cookies.map(async (cookie) => (await send(proxy.url, target, { headers: { cookie } })).body.includes('/releases/mf-portfolio/')),
  );
  const inCanary = onCanary.filter(Boolean).length;
  const without: Awaited<ReturnType<typeof measure>>[] = [];
  const within: Awaited<ReturnType<typeof measure>>[] = [];
  for (let round = 0; round < rounds; round++) {
    await command('rollback', 'mf-portfolio');
    await autocannon({ url: `${proxy.url}${target}`, connections, duration: 2 });
    without.push(await measure(cookies));
    await command('release', 'mf-portfolio', '--from', copy, '--canary', '50');
    await autocannon({
      url: `${proxy.url}${target}`,
      connections,
      duration: 2,
      requests: cookies.map((cookie) => ({ method: 'GET', path: target, headers: { cookie } })),
    });
    within.push(await measure(cookies));
  }
  const summary = (runs: Awaited<ReturnType<typeof measure>>[]) => ({
    rps: median(runs.map((run) => run.rps)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  });
  const figures = { visitors: VISITORS, in_canary: inCanary, no_canary: summary(without), canary_50: summary(within) };
  console.log(`\nGET ${target} through the proxy, ${VISITORS} returning visitors (${connections} connections, median of ${rounds} rounds of ${seconds} s):`);
  console.log(`  no canary:           ${figures.no_canary.rps} req/s, p99 ${figures.no_canary.p99} ms, ${figures.no_canary.errors} errors`);
  console.log(`  a canary at 50 %:    ${figures.canary_50.rps} req/s, p99 ${figures.canary_50.p99} ms, ${figures.canary_50.errors} errors`);
  const results = path.join(repoRoot, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, 'canary.json'),
    `${JSON.stringify({ measured_at: new Date().toISOString(), seconds, rounds, connections, ...figures }, null, 2)}\n`,
  );
} finally {
  await proxy.stop();
  await replicas.close();
  rmSync(work, { recursive: true, force: true });
}
