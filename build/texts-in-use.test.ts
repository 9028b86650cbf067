import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../shared/src/i18n/en';
import { repoRoot } from './source-files';

/**
 * The text packs hold only texts a screen shows (docs/product.md#error-catalogue): a text whose
 * key no product file names has no reader, and is removed rather than kept for later. The check
 * is by name, so a key as common as `title` passes whether or not its own section is read; a key
 * that appears nowhere outside the packs cannot be read, except through the two ways the screens
 * read texts by a computed key, which it accepts by name too.
 */

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf's path (plural forms are leaves too). */
function leafPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leafPaths(value, `${prefix}${key}.`)));
}

const pluralCategories = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** Texts kept with no reader, and why. */
const keptUnread = new Map([
  // docs/product.md#validation-rules: the generic validation labels exist, though no form of this site has a password or a URL field
  ['validation.passwordsMismatch', 'a generic validation label'],
]);

/**
 * The parts of `textPath` no identifier of `names` spells. A key is read by a computed name in
 * two ways: `t[`${point}Text`]` (the why-us points, the about page's values) names its stem, and
 * the legal pages list `sections` with `Object.entries` (so a section's own key is never written).
 */
export function unreadParts(textPath: string, names: ReadonlySet<string>): string[] {
  const parts = textPath.split('.');
  return parts.filter((part, index) => {
    if (names.has(part) || pluralCategories.has(part) || /^\d|-/.test(part)) return false;
    if (part.endsWith('Text') && names.has(part.slice(0, -'Text'.length))) return false;
    return parts[index - 1] !== 'sections';
  });
}

/** The identifiers of the product's sources: tests, browser tests and the text packs themselves left out. */
function productNames(): Set<string> {
  const listed = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: repoRoot, encoding: 'utf8' }).split('\n');
  const sources = listed.filter(
    (file) => file !== '' && !/\.test\.tsx?$/.test(file) && !file.startsWith('e2e/') && !/^shared\/src\/i18n\/(?:ar|en)-/.test(file),
  );
  return new Set(sources.flatMap((file) => readFileSync(path.join(repoRoot, file), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []));
}

describe('the text packs', () => {
  it('hold no text whose key the product never names', () => {
    const names = productNames();
    const unread = leafPaths(en as unknown as Tree).filter((textPath) => !keptUnread.has(textPath) && unreadParts(textPath, names).length > 0);
    expect(unread).toEqual([]);
  });

  it('find a text nothing names, and accept the keys read by a computed name', () => {
    const names = new Set(['errors', 'generic', 'whyUs', 'support', 'legal', 'privacy', 'sections', 'title', 'text', 'counts', 'images']);
    expect(unreadParts('errors.fetchAbout', names)).toEqual(['fetchAbout']);
    expect(unreadParts('pending.title', names)).toEqual(['pending']);
    expect(unreadParts('errors.generic', names)).toEqual([]);
    expect(unreadParts('whyUs.supportText', names)).toEqual([]);
    expect(unreadParts('whyUs.speedText', names)).toEqual(['speedText']);
    expect(unreadParts('legal.privacy.sections.retention.text', names)).toEqual([]);
    expect(unreadParts('counts.images.few', names)).toEqual([]);
  });
});
