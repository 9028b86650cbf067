import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './build-fingerprint';

const run = promisify(execFile);

export interface PackedPackage {
  /** the tarball `npm pack` wrote */
  tarball: string;
  /** a `node_modules` folder holding only `@nasaq/embed`, unpacked from it as a partner's install would */
  nodeModules: string;
  /** the tarball's size in bytes, and each built file's */
  bytes: number;
  files: Record<string, number>;
  cleanup: () => void;
}

/**
 * `npm pack` of embed/ (its `prepack` builds dist/), unpacked into a folder of its own: what a
 * partner installs. Its declarations are checked by build/embed-declarations.test.ts, the package
 * in a browser by e2e/src/embed-package.e2e.ts.
 */
export async function packEmbed(): Promise<PackedPackage> {
  const folder = mkdtempSync(path.join(tmpdir(), 'nasaq-embed-pack-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', folder], { cwd: path.join(repoRoot, 'embed'), timeout: 120_000 });
  const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string; size: number; files: { path: string; size: number }[] }[];
  const tarball = path.join(folder, path.basename(packed!.filename));
  const installed = path.join(folder, 'node_modules', '@nasaq', 'embed');
  mkdirSync(installed, { recursive: true });
  await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  return {
    tarball,
    nodeModules: path.join(folder, 'node_modules'),
    bytes: statSync(tarball).size,
    files: Object.fromEntries(packed!.files.map((file) => [file.path, file.size])),
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
}
