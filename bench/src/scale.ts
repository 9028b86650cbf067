/**
 * `npm run bench:scale`: the site with its demo content multiplied (1x, 10x and 100x, or
 * BENCH_SCALES=1,10), in a temporary folder (e2e/src/testing/scaled-content.ts; nothing is committed). For each:
 * the import (what a first start does, timed in this process), then the real server on that
 * database, as `npm start` runs it, and one table of the figures that must stay flat (server
 * renders, list replies, memory) or grow slowly (import, sitemap, database). BENCH_SAMPLES
 * (40) renders per page and builds per list reply. A benchmark measures; it never fails a build.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, startSite } from '@site/e2e/testing/server';
import { runContentImport } from '@site/api/content-import';
import { isBuildFresh } from '../../scripts/build-fingerprint';
import { runBuild } from '../../scripts/build';
import { writeScaledContent } from '@site/e2e/testing/scaled-content';
import { databaseBytes, memoryOf, offlineDownload, renderTimes, replyTimes, sitemap, whenWarm } from './scale-measure';

const scales = (process.env['BENCH_SCALES'] ?? '1,10,100').split(',').map(Number);
const samples = Number(process.env['BENCH_SAMPLES'] ?? 40);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const KB = 1024;
const MB = 1024 * KB;

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const size = (bytes: number) => (bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${(bytes / KB).toFixed(1)} KB`);
const count = (value: number) => value.toLocaleString('en-US');

/** The table: a row per figure, a column per scale, in the order figures are first set. */
const table = new Map<string, Map<number, string>>();
const put = (row: string, scale: number, value: string) => {
  if (!table.has(row)) table.set(row, new Map());
  table.get(row)!.set(scale, value);
};

const lists = [
  ['GET /api/v1/projects?per_page=50', '/api/v1/projects?per_page=50&lang=ar'],
  ['GET /api/v1/blogs?per_page=50', '/api/v1/blogs?per_page=50&lang=ar'],
  ['GET /api/v1/social-media?per_page=50', '/api/v1/social-media?per_page=50&lang=ar'],
  ['GET /api/v1/clients?per_page=50', '/api/v1/clients?per_page=50&lang=ar'],
  ['GET /api/v1/services', '/api/v1/services?lang=ar'],
  ['GET /api/v1/blogs/recent', '/api/v1/blogs/recent?lang=ar'],
  ['GET /api/v1/projects (no paging)', '/api/v1/projects?lang=ar'],
  ['GET /api/v1/offline/manifest', '/api/v1/offline/manifest?lang=ar'],
] as const;

if (!isBuildFresh()) runBuild();
for (const scale of scales) {
  const root = mkdtempSync(path.join(tmpdir(), 'site-scale-'));
  try {
    const content = path.join(root, 'content');
    const dataDir = path.join(root, 'data');
    const items = writeScaledContent(path.join(repoRoot, 'content'), content, scale);
    put(
      'items (projects / articles / designs / clients)',
      scale,
      `${count(items.projects)} / ${count(items.blog)} / ${count(items.portfolio)} / ${count(items.clients)}`,
    );

    // What a first start does before it listens: the migrations and the import (`npm run content:import`).
    const importStarted = performance.now();
    const imported = await runContentImport({ DATA_DIR: dataDir, CONTENT_DIR: content });
    const importMs = performance.now() - importStarted;
    put('import (first start), images drawn', scale, `${(importMs / 1000).toFixed(1)} s, ${count(imported.media)}`);
    put('import per item', scale, ms(importMs / (items.projects + items.blog + items.portfolio + items.clients)));

    // As `npm start` runs it: image variants made ahead of time (docs/api.md#images-made-ahead-of-time).
    const serverEnv = { DATA_DIR: dataDir, CONTENT_DIR: content, LOG_LEVEL: 'warn', RATE_LIMITS: 'off', MEDIA_WARM_UP: 'on' };
    const site = await startSite(serverEnv);
    const started = performance.now();
    // The first offline download, at once on the fresh server (every image variant still to make),
    // while the server makes them ahead of time: when it is warm, in seconds after its start.
    const warm = whenWarm(site.url, started);
    const fresh = await offlineDownload(site.url, 'ar');
    const warmAfter = await warm;
    try {
      const projectId = ((await (await fetch(`${site.url}/api/v1/projects?per_page=1`)).json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
      for (const [name, route] of [
        ['/', '/?lang=ar'],
        ['/blog', '/blog?lang=ar'],
        ['/projects', '/projects?lang=ar'],
        ['/projects/{id}', `/projects/${projectId}?lang=ar`],
      ] as const) {
        const figures = await renderTimes(`${site.url}${route}`, samples);
        put(`render ${name}: p50 / p99, HTML`, scale, `${ms(figures.p50)} / ${ms(figures.p99)}, ${size(figures.bytes)}`);
      }
      for (const [name, route] of lists) {
        const figures = await replyTimes(`${site.url}${route}`, name.includes('manifest') ? Math.min(10, samples) : samples);
        put(`${name}: size, p99`, scale, `${size(figures.bytes)}, ${ms(figures.p99)}`);
      }

      const map = await sitemap(site.url);
      put('sitemap: size, files, first build', scale, `${size(map.bytes)}, ${map.files} (${count(map.urls)} URLs), ${ms(map.ms)}`);

      const { summary } = fresh;
      put(
        'first offline download (ar + en), fresh server: time, requests, MB received; server warm after',
        scale,
        `${fresh.seconds.toFixed(1)} s, ${count(fresh.requests)}, ${(fresh.bytes / MB).toFixed(1)} MB; ${warmAfter.toFixed(1)} s`,
      );
      // Again: the images made, the manifest built and the pages cached by the first.
      const again = await offlineDownload(site.url, 'ar');
      put('the same again (images made, pages cached): time', scale, `${again.seconds.toFixed(1)} s`);
      const kept = (lang: 'ar' | 'en') =>
        `${summary.kept[lang].projects}/${summary.totals.projects} / ${summary.kept[lang].blogs}/${summary.totals.blogs} / ${summary.kept[lang].designs}/${summary.totals.designs}`;
      put(
        'offline copy: MB stored of 50 (ar / en / images once)',
        scale,
        `${(summary.bytes / MB).toFixed(1)} (${(summary.languageBytes.ar / MB).toFixed(1)} / ${(summary.languageBytes.en / MB).toFixed(1)} / ${(summary.imageBytes / MB).toFixed(1)})`,
      );
      put('offline copy: projects / articles / designs kept, ar', scale, kept('ar'));
      put('offline copy: projects / articles / designs kept, en', scale, kept('en'));

      put('load average (1, 5, 15 min) after', scale, load());
      const memory = memoryOf(site.process.pid!);
      put('server memory: now / peak (RSS)', scale, `${size(memory.rss)} / ${size(memory.peak)}`);
    } finally {
      await site.stop();
    }
    // A warm server: a new process on the same data (the variants on disk, no page cached yet).
    const warmSite = await startSite(serverEnv);
    try {
      await whenWarm(warmSite.url, performance.now());
      const warmDownload = await offlineDownload(warmSite.url, 'ar');
      put('first offline download (ar + en), warm server: time', scale, `${warmDownload.seconds.toFixed(1)} s`);
    } finally {
      await warmSite.stop();
    }
    // Once the server has closed it: its write-ahead log is then folded into the file.
    put('database', scale, size(databaseBytes(dataDir)));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const header = ['figure', ...scales.map((scale) => `${scale}x`)];
const rows = [...table].map(([row, values]) => [row, ...scales.map((scale) => values.get(scale) ?? '')]);
console.log(`\nContent at scale (bench:scale, ${samples} samples, Arabic; load average at the end ${load()}):\n`);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
