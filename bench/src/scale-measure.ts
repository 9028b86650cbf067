import { setTimeout as sleep } from 'node:timers/promises';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { resetRequestClient, setApiBase } from '@site/shared/request';
import type { StoreSummary } from '@site/shared/offline';
import { closeOfflineDb, downloadOfflineCopy, MemoryCacheStorage, openOfflineDb } from '@site/shared/testing/offline';
import { OFFLINE_DB_NAME } from '@site/shared/worker';

/** The measurements of `npm run bench:scale` (scale.ts), each on the running site at `url`. */

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const withParam = (url: string, name: string, value: number) => `${url}${url.includes('?') ? '&' : '?'}${name}=${value}`;

/**
 * Server render of a page not in the page cache, `samples` times: a parameter the page ignores
 * makes each a page the cache has not seen. The server's own `Server-Timing` render duration.
 */
export async function renderTimes(url: string, samples: number): Promise<{ p50: number; p99: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < samples + 3; i++) {
    const response = await fetch(withParam(url, 'bench', i), { headers: { 'accept-language': 'ar' } });
    bytes = (await response.arrayBuffer()).byteLength;
    const render = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
    // The first three warm the containers and the JIT up.
    if (i >= 3 && render !== undefined) times.push(Number(render));
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), bytes };
}

/** An API read built afresh `samples` times (a parameter the route ignores makes each a key the reply cache has not seen): its size and the p99 of the whole request. */
export async function replyTimes(url: string, samples: number): Promise<{ bytes: number; p99: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await fetch(withParam(url, 'bench', i));
    bytes = (await response.arrayBuffer()).byteLength;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return { bytes, p99: percentile(times, 99) };
}

/** /sitemap.xml and, when it is an index, every file it names: the first (uncached) build's time, the bytes, the files and the URLs. */
export async function sitemap(origin: string): Promise<{ ms: number; bytes: number; files: number; urls: number }> {
  const started = performance.now();
  const first = await (await fetch(`${origin}/sitemap.xml`)).text();
  const files = [...first.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const bodies = [first];
  for (const file of files) bodies.push(await (await fetch(`${origin}${file}`)).text());
  return {
    ms: performance.now() - started,
    bytes: bodies.reduce((sum, body) => sum + Buffer.byteLength(body), 0),
    files: Math.max(1, files.length),
    urls: bodies.reduce((sum, body) => sum + (body.match(/<url>/g)?.length ?? 0), 0),
  };
}

/**
 * The offline download as the page runs it (shared/src/offline/download.ts), in this process:
 * fake-indexeddb (imported by scale.ts) and an in-memory Cache Storage, every request counted
 * with the bytes of its body as received.
 */
export async function offlineDownload(origin: string, lang: 'ar' | 'en'): Promise<{ seconds: number; requests: number; bytes: number; summary: StoreSummary }> {
  const realFetch = globalThis.fetch;
  const moved = { requests: 0, bytes: 0 };
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(input, init);
    const body = await response.arrayBuffer();
    moved.requests += 1;
    moved.bytes += body.byteLength;
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  (globalThis as { caches?: unknown }).caches = new MemoryCacheStorage();
  setApiBase(`${origin}/api`);
  resetRequestClient();
  try {
    const started = performance.now();
    const summary = await downloadOfflineCopy(await openOfflineDb(), { lang, origin, signal: new AbortController().signal });
    return { seconds: (performance.now() - started) / 1000, ...moved, summary };
  } finally {
    globalThis.fetch = realFetch;
    await closeOfflineDb();
    indexedDB.deleteDatabase(OFFLINE_DB_NAME);
  }
}

/** The SQLite database's bytes (the file and its WAL). */
export function databaseBytes(dataDir: string): number {
  return ['site.db', 'site.db-wal'].reduce((sum, name) => {
    try {
      return sum + statSync(path.join(dataDir, name)).size;
    } catch {
      return sum;
    }
  }, 0);
}

/** A process's memory now and at its peak (Linux /proc), bytes. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/**
 * Seconds from `started` until the server says the image variants it makes ahead of time are all
 * made (`GET /api/health`: `images.warm`), polled every 250 ms.
 */
export async function whenWarm(origin: string, started: number): Promise<number> {
  for (;;) {
    const health = (await (await fetch(`${origin}/api/health`)).json()) as { data: { images: { warm: boolean } } };
    if (health.data.images.warm) return (performance.now() - started) / 1000;
    await sleep(250);
  }
}
