/**
 * The service worker's post-build step (after rspack; `npm run build` and `npm run build:one`
 * run it): Workbox's `injectManifest` over dist/, which the webpack Workbox plugin cannot do
 * under Rspack. It
 * 1. writes the offline page (root-config/src/sw/offline-page.ts) as dist/root-config/offline.html;
 * 2. lists every container's browser files (never a Node build, remotes.json or the page template);
 * 3. derives the build's ID from that list and stamps it into the built index.html;
 * 4. bundles root-config/src/sw/worker.ts with esbuild and injects the list: dist/root-config/sw.js.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { getManifest, injectManifest } from 'workbox-build';
import type { ManifestEntry, ManifestTransform } from 'workbox-build';
import { buildMetaTag } from '../root-config/src/sw/build-stamp';
import { renderOfflinePage } from '../root-config/src/sw/offline-page';
import { APP_ICONS_DIR, OFFLINE_PAGE_PATH, appManifestFile, appManifestUrl } from '@site/shared/worker';
import type { Language } from '@site/shared/contract';
import { remoteApps } from './apps';

const containers = ['root-config', ...remoteApps.map((app) => app.dir)];
const languages: readonly Language[] = ['ar', 'en'];

/** The precache: each container's scripts, styles, fonts and images, by their built (hashed) names. */
function globOptions(distDir: string) {
  return {
    globDirectory: distDir,
    globPatterns: [
      ...containers.map((dir) => `${dir}/**/*.{js,css,woff2,woff,svg,png,jpg,jpeg,webp,avif,ico,html}`),
      // Each language's web app manifest, precached at the URL the pages link (docs/installable-app.md).
      'root-config/manifest.*.webmanifest',
    ],
    globIgnores: [
      '**/server/**',
      // A section's widget for partner pages (build/widget-build.ts), where no worker of ours runs.
      '**/widget/**',
      '**/*.map',
      'root-config/index.html',
      'root-config/sw.js',
      // The install dialog's pictures: the browser fetches them when it offers to install, never offline.
      `root-config/${APP_ICONS_DIR}/screenshot-*`,
      // The site's pages use the host's fonts (root-config/assets); a section's copies, if any, are not theirs.
      ...remoteApps.map((app) => `${app.dir}/**/*.{woff2,woff}`),
    ],
    // Hashed names are their own revision; the rest (remoteEntry.js, offline.html) get one from their bytes.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
    // Files of dist/root-config are served at /, a section's at /<its folder>/ (api/src/site/static-site.ts).
    manifestTransforms: [
      ((entries) => ({
        manifest: entries.map((entry) => ({
          ...entry,
          url: appManifestUrlOf(entry.url) ?? (entry.url.startsWith('root-config/') ? `/${entry.url.slice('root-config/'.length)}` : `/${entry.url}`),
        })),
        warnings: [],
      })) satisfies ManifestTransform,
    ],
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  };
}

/** A language's built manifest (`root-config/manifest.en.webmanifest`): the URL pages link it at. */
function appManifestUrlOf(file: string): string | null {
  const lang = languages.find((candidate) => file === `root-config/${appManifestFile(candidate)}`);
  return lang ? appManifestUrl(lang) : null;
}

/** The build's ID: a hash of its precache list, so it changes exactly when a precached file does. */
export function buildId(entries: readonly ManifestEntry[]): string {
  const lines = entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
}

/** Adds (or replaces) the build's meta element at the start of the page's <head>. */
export function stampPage(html: string, build: string): string {
  const clean = html.replace(/<meta name="nasaq-build" content="[^"]*">/g, '');
  // After the charset declaration, which must come first.
  return /<meta charset="utf-8">/i.test(clean)
    ? clean.replace(/<meta charset="utf-8">/i, (charset) => `${charset}${buildMetaTag(build)}`)
    : clean.replace(/<head>/i, `<head>${buildMetaTag(build)}`);
}

export interface ServiceWorkerReport {
  build: string;
  files: number;
  bytes: number;
  /** what the precache transfers (the .br copy the server sends, where the build wrote one) */
  brotliBytes: number;
}

export async function buildServiceWorker(distDir: string): Promise<ServiceWorkerReport> {
  const hostDir = path.join(distDir, 'root-config');
  writeFileSync(path.join(hostDir, OFFLINE_PAGE_PATH.slice(1)), renderOfflinePage({ lang: 'ar', path: '/', storedKeys: [] }));

  const options = globOptions(distDir);
  const { manifestEntries, warnings } = await getManifest(options);
  for (const warning of warnings) console.warn(`[service worker] ${warning}`);
  const entries = manifestEntries ?? [];
  const build = buildId(entries);

  const pageFile = path.join(hostDir, 'index.html');
  writeFileSync(pageFile, stampPage(readFileSync(pageFile, 'utf8'), build));

  const work = mkdtempSync(path.join(tmpdir(), 'site-sw-'));
  try {
    const bundled = path.join(work, 'sw.js');
    await esbuild({
      entryPoints: [path.resolve(import.meta.dirname, '../root-config/src/sw/worker.ts')],
      bundle: true,
      format: 'iife',
      target: ['chrome120', 'edge120', 'safari16.4', 'firefox128'],
      minify: true,
      // Workbox's own checks are for development builds only.
      define: { __NASAQ_BUILD__: JSON.stringify(build), 'process.env.NODE_ENV': '"production"' },
      outfile: bundled,
      logLevel: 'warning',
    });
    await injectManifest({ ...options, swSrc: bundled, swDest: path.join(hostDir, 'sw.js') });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  let bytes = 0;
  let brotliBytes = 0;
  for (const entry of entries) {
    const lang = languages.find((candidate) => entry.url === appManifestUrl(candidate));
    const file = entry.url.startsWith('/mf-') ? path.join(distDir, entry.url) : path.join(hostDir, lang ? appManifestFile(lang) : entry.url);
    const size = statSync(file).size;
    bytes += size;
    brotliBytes += existsSync(`${file}.br`) ? statSync(`${file}.br`).size : size;
  }
  return { build, files: entries.length, bytes, brotliBytes };
}

export function describeReport(report: ServiceWorkerReport): string {
  const kb = (value: number) => `${(value / 1024).toFixed(0)} KB`;
  return `service worker: build ${report.build}, precaches ${report.files} files, ${kb(report.bytes)} (${kb(report.brotliBytes)} as sent, brotli)`;
}
