/**
 * `npm run bench:replicas`: requests per second and p99 of a cached page and of
 * `/api/v1/projects` through a round-robin proxy in front of one and then two replicas of the
 * real server (api/src/testing/replicas.ts: PostgreSQL, Redis, `npm start`'s entry), with their
 * error counts, which must be 0. autocannon on loopback, BENCH_CONNECTIONS (20), BENCH_SECONDS
 * (5) a run, BENCH_ROUNDS (3) rounds alternating one and two replicas; medians are reported.
 *
 * On a machine with 2 cores the ratio says little about capacity: the replicas, the proxy and
 * autocannon share those cores, so two replicas cannot double anything here. What the figures
 * show is that a second replica costs nothing in errors or latency, and how much headroom the
 * proxy hop leaves. On machines with a core per replica the ratio approaches the replica count
 * until PostgreSQL (reads here come from each replica's cache: it is barely asked) or the
 * balancer saturates. A benchmark measures; it never fails a build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '@site/api/config';
import { startReplicas } from '@site/api/testing/replicas';
import { startProxy } from './child-server';
import { median } from './median';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 20);
const targets = [
  { name: 'cached page', path: '/?lang=en' },
  { name: 'projects API', path: '/api/v1/projects' },
];

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

const replicas = await startReplicas({ count: 2, env: { RATE_LIMITS: 'off', LOG_LEVEL: 'warn' } });
const proxies: Awaited<ReturnType<typeof startProxy>>[] = [];
try {
  const one = await startProxy([replicas.urls[0]!]);
  proxies.push(one);
  const two = await startProxy(replicas.urls);
  proxies.push(two);
  const setups = [
    { name: 'one replica', url: one.url },
    { name: 'two replicas', url: two.url },
  ];
  // Warm-up: every replica renders and caches each target, the JIT settles.
  for (const setup of setups) for (const target of targets) await autocannon({ url: `${setup.url}${target.path}`, connections, duration: 2 });

  const rows = [];
  for (const target of targets) {
    const samples = setups.map(() => [] as Figures[]);
    for (let round = 0; round < rounds; round++) {
      for (const [i, setup] of setups.entries()) samples[i]!.push(await measure(`${setup.url}${target.path}`));
    }
    const figures = samples.map((list) => ({
      rps: median(list.map((sample) => sample.rps)),
      p99: median(list.map((sample) => sample.p99)),
      errors: list.reduce((sum, sample) => sum + sample.errors, 0),
    }));
    rows.push({
      target: `${target.name} (GET ${target.path})`,
      one: figures[0]!,
      two: figures[1]!,
      ratio: Number((figures[1]!.rps / figures[0]!.rps).toFixed(2)),
    });
  }

  console.log(`\nThrough a round-robin proxy (${connections} connections, median of ${rounds} rounds of ${seconds} s, loopback):`);
  for (const row of rows) {
    console.log(`  ${row.target}`);
    console.log(`    one replica:  ${row.one.rps} req/s, p99 ${row.one.p99} ms, ${row.one.errors} errors`);
    console.log(`    two replicas: ${row.two.rps} req/s, p99 ${row.two.p99} ms, ${row.two.errors} errors`);
    console.log(`    two / one: ${row.ratio}`);
  }
  const results = path.join(repoRoot, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, 'replicas.json'),
    `${JSON.stringify({ measured_at: new Date().toISOString(), seconds, rounds, connections, rows }, null, 2)}\n`,
  );
} finally {
  for (const proxy of proxies) await proxy.stop();
  await replicas.close();
}
