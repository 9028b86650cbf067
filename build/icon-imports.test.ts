import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot as root, sourceFiles } from './source-files';

/**
 * The apps on the first page (the shell and the pages app) take their icons from
 * '@site/shared/ui' (the list in shared/src/ui/index.ts): a direct lucide-react import would bundle a second
 * copy of the icon base into that app and onto every page.
 */
const firstPageApps = ['mf-shell/src', 'mf-pages/src'];

function importsLucide(source: string): boolean {
  return /from\s+['"]lucide-react(?:\/[^'"]*)?['"]|import\(\s*['"]lucide-react/.test(source);
}

describe('icons on the first page', () => {
  it('recognises a direct import', () => {
    expect(importsLucide("import { X } from 'lucide-react';")).toBe(true);
    expect(importsLucide("import { X } from 'lucide-react/dist/esm/icons/x';")).toBe(true);
    expect(importsLucide("import { X } from '@site/shared/ui';")).toBe(false);
  });

  it('no first-page app imports lucide-react itself', () => {
    const offenders = firstPageApps
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => importsLucide(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
