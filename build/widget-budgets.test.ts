import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedLoaderFile } from '../api/src/site/embed-files';
import { isBuildFresh, distDir as builtDist, repoRoot } from '../scripts/build-fingerprint';
import { remoteApps } from './apps';
import { FIRST_SCREEN_CHUNKS, WIDGET_BUDGETS } from './widget-budgets';
import { WIDGET_MANIFEST, type WidgetManifest } from './widget-build';

/**
 * The widgets' first-load JavaScript, from the built files, against WIDGET_BUDGETS, as
 * size-limit checks a bundle: deterministic (bytes, gzip -9), no browser. A fresh `npm run build`
 * is read as it is; otherwise (CI runs the unit tests before the build) the two widgets and the
 * loader are built into a folder of their own.
 */
let dist: string;
let own: string | null = null;

beforeAll(() => {
  if (isBuildFresh() && existsSync(embedLoaderFile(builtDist))) {
    dist = builtDist;
    return;
  }
  own = mkdtempSync(path.join(tmpdir(), 'widget-budgets-'));
  dist = own;
  const builds = [...remoteApps.filter((app) => app.widget).map((app) => `${app.dir}-widget`), 'embed'];
  const rspack = path.join(repoRoot, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const result = spawnSync(process.execPath, [rspack, 'build', ...builds.flatMap((name) => ['--config-name', name])], {
    cwd: repoRoot,
    env: { ...process.env, DIST_DIR: own },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the widgets' build failed:\n${result.stdout}\n${result.stderr}`);
}, 240_000);

afterAll(() => {
  if (own) rmSync(own, { recursive: true, force: true });
});

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** A widget's first load: its entry, and the chunks holding the modules its first screen loads (found by their source maps). */
function firstLoad(kind: keyof typeof FIRST_SCREEN_CHUNKS): string[] {
  const app = remoteApps.find((candidate) => candidate.widget?.kind === kind)!;
  const folder = path.join(dist, app.dir, 'widget');
  const { entry } = JSON.parse(readFileSync(path.join(folder, WIDGET_MANIFEST), 'utf8')) as WidgetManifest;
  const chunks = readdirSync(folder).filter((file) => file.endsWith('.js') && file !== entry);
  const holding = (module: string) =>
    chunks.filter((chunk) =>
      (JSON.parse(readFileSync(path.join(folder, `${chunk}.map`), 'utf8')) as { sources: string[] }).sources.some((source) => source.endsWith(module)),
    );
  const files = new Set([entry, ...FIRST_SCREEN_CHUNKS[kind].flatMap(holding)]);
  return [...files].map((file) => path.join(folder, file));
}

describe("the widgets' first-load JavaScript (gzip -9, the loader included)", () => {
  it('stays within each budget, alone and both on one page', () => {
    const loader = gzipped(embedLoaderFile(dist));
    const portfolio = firstLoad('portfolio');
    const consultation = firstLoad('consultation');
    // Each widget's first screen loads its entry and its texts, and the portfolio's endpoints come with its entry.
    expect(portfolio.length).toBe(2);
    expect(consultation.length).toBe(3);
    const kb = (files: string[]) => Number(((loader + files.reduce((sum, file) => sum + gzipped(file), 0)) / 1024).toFixed(1));
    const measured = { portfolio: kb(portfolio), consultation: kb(consultation), both: kb([...portfolio, ...consultation]) };
    for (const [name, size] of Object.entries(measured))
      expect(size, `${name}: ${size} KB`).toBeLessThanOrEqual(WIDGET_BUDGETS[name as keyof typeof WIDGET_BUDGETS]);
  });
});
