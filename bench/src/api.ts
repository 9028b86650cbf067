/**
 * `npm run bench:api`: throughput and p99 latency of cached API reads, each next to a bare
 * Fastify route sending a fixed JSON body of the same bytes, on the same machine in the same
 * run, with autocannon on loopback for a bounded time: BENCH_ROUNDS (3) rounds that alternate
 * the API and the bare route, BENCH_SECONDS (5) each, BENCH_CONNECTIONS (10); the median of the
 * rounds is reported, which steadies the figures on a shared machine. A benchmark measures; it
 * never fails a build.
 *
 * The real server runs as `npm start` runs it (its own process, a fresh SQLite database); the
 * bare server runs in another process; autocannon runs here. Requests carry no
 * Accept-Encoding, so both sides send the same uncompressed bytes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startSite } from '@site/e2e/testing/server';
import { startChildServer, type ChildServer } from './child-server';
import { median } from './median';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);

const endpoints = [
  { name: 'projects', path: '/api/v1/projects' },
  { name: 'social-media-page-2', path: '/api/v1/social-media/slug/nile-health-awareness?gallery_page=2' },
];

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** Alternates the targets round by round, so a busy moment of the machine hits both alike. */
async function compare(urls: string[]): Promise<Figures[]> {
  const samples: Figures[][] = urls.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, url] of urls.entries()) samples[i]!.push(await measure(url));
  }
  return samples.map((list) => ({
    rps: median(list.map((figures) => figures.rps)),
    p99: median(list.map((figures) => figures.p99)),
    errors: list.reduce((sum, figures) => sum + figures.errors, 0),
  }));
}

function startBare(bodiesFile: string): Promise<ChildServer> {
  return startChildServer({ script: 'bench/src/api-bare.ts', env: { BENCH_BODIES: bodiesFile }, ready: /Bare running at (http:\/\/\S+)/ });
}

const site = await startSite({ LOG_LEVEL: 'warn', RATE_LIMITS: 'off' });
const scratch = mkdtempSync(path.join(tmpdir(), 'site-bench-api-'));
let bare: Awaited<ReturnType<typeof startBare>> | undefined;
try {
  // Fetch each body once (this also fills the server's reply cache), and give the bare server the same bytes.
  const bodies: Record<string, string> = {};
  for (const endpoint of endpoints) bodies[endpoint.name] = await (await fetch(`${site.url}${endpoint.path}`)).text();
  const bodiesFile = path.join(scratch, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  bare = await startBare(bodiesFile);

  // A short warm-up of each target (JIT, connection pools) before measuring.
  for (const url of [...endpoints.map((endpoint) => `${site.url}${endpoint.path}`), `${bare.url}/tiny`]) {
    await autocannon({ url, connections, duration: 2 });
  }

  const rows = [];
  const [tiny] = (await compare([`${bare.url}/tiny`])) as [Figures];
  for (const endpoint of endpoints) {
    const [api, baseline] = (await compare([`${site.url}${endpoint.path}`, `${bare.url}/fixed/${endpoint.name}`])) as [Figures, Figures];
    rows.push({
      route: `GET ${endpoint.path}`,
      bytes: Buffer.byteLength(bodies[endpoint.name]!),
      api,
      bare_same_body: baseline,
      ratio: Number((api.rps / baseline.rps).toFixed(2)),
      ratio_to_tiny_body: Number((api.rps / tiny.rps).toFixed(2)),
    });
  }

  console.log(`\nCached API reads against a bare Fastify route (${connections} connections, median of ${rounds} rounds of ${seconds} s, loopback):`);
  console.log(`  bare route, tiny body: ${tiny.rps} req/s, p99 ${tiny.p99} ms`);
  for (const row of rows) {
    console.log(`  ${row.route}  (${(row.bytes / 1024).toFixed(1)} KB)`);
    console.log(`    API:              ${row.api.rps} req/s, p99 ${row.api.p99} ms${row.api.errors ? `, ${row.api.errors} errors` : ''}`);
    console.log(`    bare, same bytes: ${row.bare_same_body.rps} req/s, p99 ${row.bare_same_body.p99} ms`);
    console.log(`    ratio ${row.ratio} of the bare route (goal ≥ 0.8); ${row.ratio_to_tiny_body} of the tiny-body route`);
  }
  const results = path.join(repoRoot, 'bench', 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, 'api.json'),
    `${JSON.stringify({ measured_at: new Date().toISOString(), seconds, rounds, connections, bare_tiny_body: tiny, routes: rows }, null, 2)}\n`,
  );
} finally {
  await bare?.stop();
  await site.stop();
  rmSync(scratch, { recursive: true, force: true });
}
