import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embedLoaderFile, embedLoaderScript } from '../api/src/site/embed-files';
import { widgetFiles } from '../api/src/site/widget-files';
import { WIDGET_KIT_PATH, type WidgetFiles, type WidgetKind } from '../shared/src/contract/index';
import { OFFLINE_DB_NAME } from '../shared/src/worker/names';
import { isBuildFresh, distDir as builtDist, repoRoot } from '../scripts/build-fingerprint';
import { remoteApps } from './apps';
import { WIDGET_BUDGETS } from './widget-budgets';
import { widgetBuildNames } from './widget-build';

/**
 * The widgets' first-load JavaScript, from the built files, against WIDGET_BUDGETS, as
 * size-limit checks a bundle: deterministic (bytes, gzip -9), no browser. What counts is what
 * `/embed.js` starts (the files `widget.json` names, build/widget-manifest.ts); the browser tests
 * and `npm run bench:embed` see the same files downloaded on a partner page. A fresh `npm run build`
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
  const builds = [...remoteApps.filter((app) => app.widget).flatMap((app) => widgetBuildNames(app.dir)), 'embed'];
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

const gzipped = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

/** The widgets' files as the server names them (api/src/site/widget-files.ts), from the built sections' folders. */
function builtWidgetFiles(): WidgetFiles {
  const sections = Object.fromEntries(
    remoteApps.map((app) => [app.container, { entry: `/${app.dir}/remoteEntry.js`, dir: path.join(dist, app.dir), serverEntry: null, assets: {} }]),
  ) as Parameters<typeof widgetFiles>[0];
  return widgetFiles(sections);
}

/**
 * What a phone downloads before a widget is idle, as the loader starts it: its entry, the kit
 * and its first screen's chunks in Arabic (the default and the larger texts), by the URL the
 * browser asks for (so the kit both widgets import counts once), each the file on disk.
 */
function firstLoad(kind: WidgetKind, files: WidgetFiles): Map<string, string> {
  const set = files[kind]!;
  const entry = new URL(set.entry, 'https://site.example/');
  const onDisk = (url: URL) => {
    const kit = url.pathname.startsWith(WIDGET_KIT_PATH) ? path.basename(url.pathname) : null;
    if (kit) return path.join(dist, remoteApps.find((app) => app.widget?.kind === kind)!.dir, 'widget', 'kit', kit);
    return path.join(dist, url.pathname);
  };
  const urls = [entry, new URL(set.kit, entry), ...set.firstScreen.ar.map((chunk) => new URL(chunk, entry))];
  return new Map(urls.map((url) => [url.pathname, onDisk(url)]));
}

/**
 * A partner's options (docs/embedding.md#styling, #prefill) add nothing to what a widget loads
 * before it is ready: the text on the accent is the stylesheet's choice, and the form shows the
 * prefilled values as written, both with the first files. What checks them (the accent's warnings;
 * the prefill's rules) loads once the widget is settled, ready and the browser idle since
 * (`settled`, shared/src/embed/frame.tsx): each a chunk of its own here, none of them a first-load
 * file. e2e/src/embed-kit.e2e.ts holds a styled and prefilled consultation, on a partner's page, to
 * asking for exactly the first-load files before it is ready.
 */
const CHECKED_WHEN_SETTLED = ['shared/src/embed/readable-accent.ts', 'mf-forms/src/widget/prefill.ts'];

/** The chunks of a widget's folder holding a settled check's code, found by their source maps. */
function settledCheckChunks(kind: WidgetKind): Map<string, string> {
  const folder = path.join(dist, remoteApps.find((app) => app.widget?.kind === kind)!.dir, 'widget');
  const chunks = new Map<string, string>();
  for (const name of readdirSync(folder).filter((file) => file.endsWith('.js.map'))) {
    const { sources } = JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as { sources: string[] };
    if (sources.some((source) => CHECKED_WHEN_SETTLED.some((option) => source.endsWith(option)))) {
      const file = path.join(folder, name.slice(0, -'.map'.length));
      chunks.set(file, file);
    }
  }
  return chunks;
}

describe("the widgets' first-load JavaScript (gzip -9, the loader as the server sends it included)", () => {
  it('stays within each budget, alone and both on one page, styled and prefilled as much as by default', () => {
    const files = builtWidgetFiles();
    expect(Object.keys(files).sort()).toEqual(['consultation', 'portfolio']);
    const loader = gzipped(embedLoaderScript(readFileSync(embedLoaderFile(dist), 'utf8'), files));
    const portfolio = firstLoad('portfolio', files);
    const consultation = firstLoad('consultation', files);
    // Each starts its entry, the kit, its texts; the portfolio its endpoints too.
    expect([portfolio.size, consultation.size]).toEqual([4, 4]);
    const bytes = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipped(readFileSync(file)), 0);
    const kb = (size: number) => Number((size / 1024).toFixed(1));
    // By URL: the kit both widgets import counts once.
    const load = (...sets: Map<string, string>[]) => kb(loader + bytes(new Map(sets.flatMap((set) => [...set])).values()));
    const measured = { portfolio: load(portfolio), consultation: load(consultation), both: load(portfolio, consultation) };
    // Styled and prefilled, a widget has the same first files: the checks of its options are chunks of their own, none of them here.
    const checks = { portfolio: settledCheckChunks('portfolio'), consultation: settledCheckChunks('consultation') };
    expect([checks.portfolio.size, checks.consultation.size]).toEqual([1, 2]);
    const firstFiles = new Set([...portfolio.values(), ...consultation.values()]);
    expect([...checks.portfolio.values(), ...checks.consultation.values()].filter((file) => firstFiles.has(file))).toEqual([]);
    const settled = { portfolio: kb(bytes(checks.portfolio.values())), consultation: kb(bytes(checks.consultation.values())) };
    console.info(
      `first load (KB gzip -9), default and styled and prefilled alike: ${JSON.stringify(measured)}; ` +
        `the options' checks, once settled: ${JSON.stringify(settled)} (and the form's rules for a prefill)`,
    );
    // The figure of a styled and prefilled widget is this one (the same files), held to the same budget.
    for (const [name, size] of Object.entries(measured))
      expect.soft(size, `${name}, default or styled and prefilled: ${size} KB`).toBeLessThanOrEqual(WIDGET_BUDGETS[name as keyof typeof WIDGET_BUDGETS]);
  });

  it("carry no offline store: a widget keeps no offline copy, and a form's focus downloads no outbox (shared/src/embed/stand-ins/offline.ts)", () => {
    for (const app of remoteApps.filter((section) => section.widget)) {
      const folder = path.join(dist, app.dir, 'widget');
      const scripts = readdirSync(folder).filter((name) => name.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const name of scripts) expect(readFileSync(path.join(folder, name), 'utf8'), `${app.dir}/widget/${name}`).not.toContain(OFFLINE_DB_NAME);
    }
  });

  it('build the same kit in both sections, byte for byte, so both widgets on one page import it from one URL', () => {
    const files = builtWidgetFiles();
    expect(files.portfolio!.kit).toBe(files.consultation!.kit);
    const kits = [...firstLoad('portfolio', files), ...firstLoad('consultation', files)]
      .filter(([url]) => url.startsWith(WIDGET_KIT_PATH))
      .map(([, file]) => file);
    expect(kits).toHaveLength(2);
    expect(kits[0]).not.toBe(kits[1]);
    expect(readFileSync(kits[0]!).equals(readFileSync(kits[1]!))).toBe(true);
  });
});
