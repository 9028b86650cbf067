import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every import from one workspace package into another goes through the other's public name
 * (`@site/shared`, `@site/root-config/server`, `@site/api/db`, `@site/e2e/testing/*`), never a
 * relative path into its source: a package's inside can then change without breaking another.
 * The one way out of a package by a relative path is into the repository's own tooling (the root
 * package's `scripts/` and `build/`: building when stale, as `npm start` does), which is no
 * workspace and has no name to import it by.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rootTooling = ['scripts', 'build'];
const sourceFile = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

/** The relative specifiers a source file imports, re-exports, requires or imports dynamically. */
function relativeImports(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]*)['"]/gm)) found.push(match[1]!);
  return found;
}

/** Where an import of `specifier` from `file` leaves the package `packageDir` for another one (paths relative to the repository). */
function crossing(file: string, specifier: string, packageDir: string): string | null {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  if (target === packageDir || target.startsWith(`${packageDir}/`)) return null;
  if (rootTooling.some((dir) => target === dir || target.startsWith(`${dir}/`))) return null;
  return `${file} imports '${specifier}' (${target}), inside another package`;
}

function filesOf(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(path.sep).join('/'))
    .filter((entry) => sourceFile.test(entry) && !/(^|\/)(node_modules|dist)\//.test(entry))
    .map((entry) => `${dir}/${entry}`);
}

describe('package boundaries', () => {
  it('no workspace package imports the source of another by a relative path', () => {
    const workspaces = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    expect(workspaces).toContain('api');
    const problems = workspaces.flatMap((dir) =>
      filesOf(dir).flatMap((file) =>
        relativeImports(readFileSync(path.join(repoRoot, file), 'utf8'))
          .map((specifier) => crossing(file, specifier, dir))
          .filter((problem): problem is string => problem !== null),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('sees an import into another package, and lets imports inside the package and into the root tooling pass', () => {
    const source = [
      "import type { ReadApi } from '../../../root-config/src/server/index';",
      "import { openDatabase } from '../db/open';",
      "export { x } from './x';",
      "const { runBuild } = await import('../../../scripts/build');",
      "const other = require('../../../shared/src/index');",
    ].join('\n');
    const file = 'api/src/site/static-site.ts';
    expect(
      relativeImports(source)
        .map((specifier) => crossing(file, specifier, 'api'))
        .filter(Boolean),
    ).toEqual([
      "api/src/site/static-site.ts imports '../../../root-config/src/server/index' (root-config/src/server/index), inside another package",
      "api/src/site/static-site.ts imports '../../../shared/src/index' (shared/src/index), inside another package",
    ]);
  });
});
