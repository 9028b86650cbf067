import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A hash of everything the browser build is made from. `npm start` compares it with the
 * one saved by the last build to decide whether to build again: content, not timestamps,
 * because a git checkout changes timestamps without changing content.
 */
// This file's folder: scripts/ in the sources, or api/dist/ once compiled into `npm start`'s
// entry (scripts/build-server.ts). It imports nothing from api/: a copy of the build's inputs
// alone (e2e/src/testing/changed-section.ts) builds with it.
const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, here.endsWith(path.join('api', 'dist')) ? '../..' : '..');
export const distDir = path.resolve(repoRoot, process.env['DIST_DIR'] ?? 'dist');
export const fingerprintFile = path.join(distDir, 'build-fingerprint.txt');

const inputDirs = ['root-config', 'mf-shell', 'mf-pages', 'mf-portfolio', 'mf-forms', 'shared', 'build'];
const inputFiles = ['rspack.config.ts', 'postcss.config.mjs', 'package.json', 'package-lock.json'];
const skipped = /(^|\/)(node_modules|dist)(\/|$)|\.test\.tsx?$/;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => path.join(dir, entry))
    .filter((file) => !skipped.test(path.relative(repoRoot, file)) && statSync(file).isFile());
}

export function computeFingerprint(): string {
  const files = [
    ...inputDirs.flatMap((dir) => listFiles(path.join(repoRoot, dir))),
    ...inputFiles.map((file) => path.join(repoRoot, file)).filter((file) => existsSync(file)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function savedFingerprint(): string | null {
  return existsSync(fingerprintFile) ? readFileSync(fingerprintFile, 'utf8').trim() : null;
}

export function isBuildFresh(): boolean {
  return savedFingerprint() === computeFingerprint();
}
