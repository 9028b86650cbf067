/**
 * `npm run bench:ssr`: what server rendering costs. On the real server (as `npm start` runs it,
 * on a copy of the build so a static file can be added beside it):
 *
 * - the render time of a page not in the page cache and of a cached one, p50 and p99, from the
 *   server's own `Server-Timing` (render) and from the client (the whole request);
 * - the throughput of a cached page next to a static file of exactly the same bytes, served by
 *   the same process (autocannon on loopback, the median of BENCH_ROUNDS alternating rounds of
 *   BENCH_SECONDS, BENCH_CONNECTIONS connections; no compression on either side).
 *
 * A benchmark measures; it never fails a build.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot, startSite } from '@site/e2e/testing/server';
import { isBuildFresh } from '../../scripts/build-fingerprint';
import { runBuild } from '../../scripts/build';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 3);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const SAMPLES = 200;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed(url: string): Promise<{ client: number; render: number | null; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-language': 'ar' } });
  const body = await response.text();
  const client = performance.now() - started;
  const timing = response.headers.get('server-timing') ?? '';
  const render = /render;dur=([\d.]+)/.exec(timing)?.[1];
  return { client, render: render === undefined ? null : Number(render), body };
}

if (!isBuildFresh()) runBuild();
const dist = mkdtempSync(path.join(tmpdir(), 'site-bench-dist-'));
cpSync(path.join(repoRoot, 'dist'), dist, { recursive: true });
const site = await startSite({ DIST_DIR: dist, LOG_LEVEL: 'warn', RATE_LIMITS: 'off' });
try {
  // Warm up: the containers load, the API caches fill, the JIT settles.
  for (let i = 0; i < 30; i++) await timed(`${site.url}/?warm=${i}`);

  // A query parameter the page ignores makes each a page the cache has not seen: a full render.
  const uncached = [];
  for (let i = 0; i < SAMPLES; i++) uncached.push(await timed(`${site.url}/?sample=${i}`));
  const cached = [];
  for (let i = 0; i < SAMPLES; i++) cached.push(await timed(`${site.url}/`));
  const renders = uncached.map((sample) => sample.render ?? Number.NaN);

  console.log(`\nServer rendering of / (Arabic), ${SAMPLES} sequential requests each:`);
  console.log(
    `  not cached: render p50 ${ms(percentile(renders, 50))}, p99 ${ms(percentile(renders, 99))} (server); request p50 ${ms(
      percentile(
        uncached.map((s) => s.client),
        50,
      ),
    )}, p99 ${ms(
      percentile(
        uncached.map((s) => s.client),
        99,
      ),
    )} (client)`,
  );
  console.log(
    `  cached:     request p50 ${ms(
      percentile(
        cached.map((s) => s.client),
        50,
      ),
    )}, p99 ${ms(
      percentile(
        cached.map((s) => s.client),
        99,
      ),
    )} (client; no render)`,
  );

  // The same bytes as a static file of the build, served by the same process.
  const page = (await timed(`${site.url}/`)).body;
  writeFileSync(path.join(dist, 'root-config', 'bench-same-size.html'), page);
  const urls = { 'cached page': `${site.url}/`, 'static file, same bytes': `${site.url}/bench-same-size.html` };
  const samples: Record<string, { rps: number; p99: number; errors: number }[]> = {};
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of Object.entries(urls)) {
      const result = await autocannon({ url, connections, duration: seconds, headers: { 'accept-language': 'ar' } });
      (samples[name] ??= []).push({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx });
    }
  }
  console.log(`\nThroughput, ${Buffer.byteLength(page)} bytes each, median of ${rounds} rounds of ${seconds} s, ${connections} connections:`);
  for (const [name, list] of Object.entries(samples)) {
    const rps = percentile(
      list.map((s) => s.rps),
      50,
    );
    const p99 = percentile(
      list.map((s) => s.p99),
      50,
    );
    console.log(`  ${name.padEnd(24)} ${Math.round(rps).toString().padStart(6)} req/s, p99 ${p99} ms, errors ${list.reduce((sum, s) => sum + s.errors, 0)}`);
  }
  const ratio =
    percentile(
      samples['cached page']!.map((s) => s.rps),
      50,
    ) /
    percentile(
      samples['static file, same bytes']!.map((s) => s.rps),
      50,
    );
  console.log(`  ratio ${ratio.toFixed(2)}`);
} finally {
  await site.stop();
  rmSync(dist, { recursive: true, force: true });
}
