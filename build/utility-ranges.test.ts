import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot as root, sourceFiles } from './source-files';

/**
 * Every app ships its own Tailwind utilities, and they all land in one `utilities` layer where
 * the stylesheet loaded later wins a tie (docs/design-system.md#design-system, "Utilities across apps"). An
 * element written `hidden lg:block` is then hidden on desktop as soon as another app's
 * stylesheet with a `.hidden` loads after this one. Conditional display values must be
 * mutually exclusive ranges (`max-lg:hidden`), which this test enforces in every app's source.
 */
const sourceRoots = ['root-config/src', 'mf-shell/src', 'mf-pages/src', 'mf-portfolio/src', 'mf-forms/src', 'shared/src'];
const display = '(?:hidden|block|inline|inline-block|flex|inline-flex|grid|inline-grid|contents|table)';
const baseDisplay = new RegExp(`(?:^|\\s)${display}(?=\\s|$)`);
const minWidthDisplay = new RegExp(`(?:^|\\s)(?:sm|md|lg|xl|2xl):${display}(?=\\s|$)`);

/** The class strings of a file: string and template literals that look like class lists. */
function classStrings(source: string): string[] {
  return [...source.matchAll(/(["'`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((match) => match[2] ?? '');
}

function conflictingDisplay(classes: string): boolean {
  return baseDisplay.test(classes) && minWidthDisplay.test(classes);
}

describe('utilities that another app can override', () => {
  it('recognises the pattern and its safe form', () => {
    expect(conflictingDisplay('relative hidden w-full lg:block')).toBe(true);
    expect(conflictingDisplay('flex sm:hidden')).toBe(true);
    expect(conflictingDisplay('relative w-full max-lg:hidden')).toBe(false);
    expect(conflictingDisplay('max-sm:hidden sm:inline-flex')).toBe(false);
    expect(conflictingDisplay('hidden-scrollbar lg:blockquote')).toBe(false);
  });

  it('no element pairs a base display utility with a min-width variant of it', () => {
    const offenders = sourceRoots
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .flatMap((file) =>
        classStrings(readFileSync(file, 'utf8'))
          .filter(conflictingDisplay)
          .map((classes) => `${path.relative(root, file)}: "${classes}"`),
      );
    expect(offenders).toEqual([]);
  });
});
