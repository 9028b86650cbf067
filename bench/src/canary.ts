/**
 * `npm run bench:canary`: what a canary costs the pages (docs/scaling.md, "Figures"). Two replicas
 * on PostgreSQL and Redis behind the round-robin proxy in its own process (as bench:replicas),
 * `GET /portfolio?lang=en` through the proxy from returning visitors (VISITORS cookies, each
 * connection going through them in turn), with no canary, then with half of them on a canary of
 * mf-portfolio (a copy of its build in dist/ released with --canary 50: another version, the same
 * code, so the figure is the canary's own cost: choosing each request's versions, and a second
 * set of cached pages), rounds alternating. BENCH_SECONDS (10) a run, BENCH_ROUNDS (3) rounds,
 * BENCH_CONNECTIONS (20); medians.
 *
 * Then the automatic rollback: another copy (a newline more in a source map: a new version) released with --canary
 * ROLLBACK_PERCENT (10), and fresh visitors arriving at BENCH_VISITORS_PER_SECOND (20), each opening
 * /portfolio?lang=en once through the proxy; every visitor the canary got sends the report its
 * page's error boundary would send (the body root-config/src/client-errors.ts makes, to
 * POST /api/v1/client-errors). Printed: the time from the first report to both replicas serving
 * the live build again, from the switch to then, and the visitors (and their page views) the
 * canary reached meanwhile. The browser's own part (Chromium, the page throwing, its beacon) is
 * the replica test's (e2e/src/releases.replicas.ts prints the same figure). A benchmark measures;
 * it never fails a build.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '@site/api/config';
import { send } from '@site/api/testing/http';
import { releaseCommand } from '@site/api/testing/release-command';
import { startReplicas } from '@site/api/testing/replicas';
import { startProxy } from './child-server';
import { median } from './median';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
const VISITORS = 40;
const visitorsPerSecond = Number(process.env['BENCH_VISITORS_PER_SECOND'] ?? 20);
const ROLLBACK_PERCENT = 10;
const target = '/portfolio?lang=en';

const work = mkdtempSync(path.join(tmpdir(), 'bench-canary-'));
const copy = path.join(work, 'mf-portfolio');
cpSync(path.join(repoRoot, 'dist', 'mf-portfolio'), copy, { recursive: true });
const replicas = await startReplicas({ count: 2, env: { RATE_LIMITS: 'off' } });
const proxy = await startProxy(replicas.urls);

/** Visitor cookies, given by the site while a canary runs (a visitor keeps the same one after). */
async function visitorCookies(): Promise<string[]> {
  const cookies: string[] = [];
  while (cookies.length < VISITORS) {
    const cookie = setCookieOf((await send(proxy.url, target)).headers['set-cookie']);
    if (cookie) cookies.push(cookie);
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

async function command(...args: string[]): Promise<string> {
  const { code, output } = await releaseCommand(args[0] as 'release' | 'rollback' | 'releases', args.slice(1), replicas.env);
  if (code !== 0) throw new Error(`npm run ${args.join(' ')} failed:\n${output}`);
  return output;
}

/** The version of mf-portfolio a page was rendered on: a release's, or 'dist' (the build the servers started with). */
function portfolioVersion(html: string): string {
  return /\/releases\/mf-portfolio\/([0-9a-f]{20})\//.exec(html)?.[1] ?? 'dist';
}

/** A canary whose every page fails in the browser, visited by fresh visitors until both replicas serve the live build again. */
async function measureRollback() {
  const broken = path.join(work, 'broken', 'mf-portfolio');
  cpSync(copy, broken, { recursive: true });
  appendFileSync(path.join(broken, 'remoteEntry.js.map'), '\n');
  const started = await command('release', 'mf-portfolio', '--from', broken, '--canary', String(ROLLBACK_PERCENT));
  const version = /version ([0-9a-f]{20})/.exec(started)![1]!;
  const switchedAt = Date.now();
  const reached = { visitors: 0, pageViews: 0, reports: 0 };
  let firstReport = 0;
  const rolledBack = new Map<string, number>();
  const report = JSON.stringify({
    page: target,
    lang: 'en',
    kind: 'boundary',
    section: 'mf_portfolio',
    versions: { mf_portfolio: version },
    name: 'Error',
    message: 'broken on the browser',
  });
  // A visitor the canary got: its cookie asks each replica which versions it gives that visitor
  // (remotes.json, which counts no page view), every 50 ms, until it is the live build.
  let canaryCookie = '';
  const visit = async () => {
    const page = await send(proxy.url, target);
    if (portfolioVersion(page.body) !== version) return;
    canaryCookie ||= setCookieOf(page.headers['set-cookie']);
    reached.visitors += 1;
    reached.pageViews += 1;
    const sent = await send(proxy.url, '/api/v1/client-errors', { method: 'POST', body: report, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    if (sent.status !== 202) throw new Error(`the report was answered ${sent.status}`);
    reached.reports += 1;
    firstReport ||= Date.now();
  };
  const watched = replicas.urls.map(async (url) => {
    while (!rolledBack.has(url) && Date.now() - switchedAt < 120_000) {
      if (canaryCookie && portfolioVersion((await send(url, '/remotes.json', { headers: { cookie: canaryCookie } })).body) === 'dist')
        rolledBack.set(url, Date.now());
      else await sleep(50);
    }
  });
  const visits: Promise<void>[] = [];
  while (rolledBack.size < replicas.urls.length && Date.now() - switchedAt < 120_000) {
    visits.push(visit());
    await sleep(1000 / visitorsPerSecond);
  }
  await Promise.all([...visits, ...watched]);
  if (rolledBack.size < replicas.urls.length) throw new Error('the canary was not rolled back within 2 minutes');
  const servedAt = Math.max(...rolledBack.values());
  const listed = await command('releases', 'mf-portfolio');
  return {
    percent: ROLLBACK_PERCENT,
    visitors_per_second: visitorsPerSecond,
    first_report_to_rollback_s: Number(((servedAt - firstReport) / 1000).toFixed(2)),
    switch_to_rollback_s: Number(((servedAt - switchedAt) / 1000).toFixed(2)),
    ...reached,
    releases: listed.split('\n').find((line) => line.includes('rolled back')) ?? '',
  };
}

function setCookieOf(header: string | string[] | undefined): string {
  const cookie = (Array.isArray(header) ? header : [header ?? '']).find((each) => each.startsWith('nasaq-visitor='));
  return cookie ? cookie.split(';')[0]! : '';
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
  await command('rollback', 'mf-portfolio');
  const rollback = await measureRollback();
  const figures = { visitors: VISITORS, in_canary: inCanary, no_canary: summary(without), canary_50: summary(within), rollback };
  console.log(`\nGET ${target} through the proxy, ${VISITORS} returning visitors (${connections} connections, median of ${rounds} rounds of ${seconds} s):`);
  console.log(`  no canary:           ${figures.no_canary.rps} req/s, p99 ${figures.no_canary.p99} ms, ${figures.no_canary.errors} errors`);
  console.log(`  a canary at 50 %:    ${figures.canary_50.rps} req/s, p99 ${figures.canary_50.p99} ms, ${figures.canary_50.errors} errors`);
  console.log(
    `\nA canary at ${rollback.percent} % whose every page fails in the browser, ${rollback.visitors_per_second} fresh visitors a second, each reporting as its page would:`,
  );
  console.log(`  from the first report to both replicas serving the live build: ${rollback.first_report_to_rollback_s} s`);
  console.log(`  from the switch to then: ${rollback.switch_to_rollback_s} s`);
  console.log(`  visitors the canary reached meanwhile: ${rollback.visitors} (${rollback.pageViews} page views, ${rollback.reports} reports)`);
  console.log(`  npm run releases: ${rollback.releases.trim()}`);
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
