import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf } from '../scripts/markdown-anchors';
import { repoRoot } from './source-files';

/**
 * The repository cites only itself. A comment, a test's name or a doc that points at the product
 * specification, the architecture map or an issue tracker kept outside the repository leaves the
 * next reader a reference they cannot open: what it relies on is described in docs/ (the
 * product's rules in docs/product.md), and the comment points there or says the reason itself.
 * And every `docs/<page>.md#anchor` a file names exists, so renaming a heading cannot strand a
 * comment that points at it.
 */

/** How a citation of a document outside the repository reads. */
const outsideCitations: readonly { pattern: RegExp; cites: string }[] = [
  { pattern: /\bspec(?:ification)?(?:'s)?\s+sections?\s+\d/i, cites: 'a section of the product specification' },
  { pattern: /\bspec\.md\b/i, cites: 'the product specification' },
  { pattern: /\b(?:the|its)\s+spec(?:'s)?\b/i, cites: 'the product specification' },
  { pattern: /\bARCHITECTURE\.md\b/, cites: 'the architecture map' },
  { pattern: /\bissues?\s+#?\d+/i, cites: 'an issue tracker' },
];

/** A page of docs/ named from the repository's root, with its anchor: not inside a URL or another path. */
const docsReference = /(?<![\w./-])docs\/((?:[\w-]+\/)*[\w-]+\.md)(?:#([\w-]+))?/g;

/** Files that must name what this test looks for. */
const exempt = new Set([
  // this test spells the citations it looks for
  'build/citations.test.ts',
  // its fixtures name missing pages and anchors on purpose
  'scripts/docs-links.test.ts',
  // third-party package names
  'package-lock.json',
]);

const binary = /\.(?:jpe?g|png|webp|avif|gif|ico|woff2?|ttf|otf|pdf|zip|gz|br)$/i;

/**
 * The text of `file` that is the repository's own words. In content/ that is only the YAML files'
 * comments: the rest is the site's content, which may mention anything (an article may well say
 * "issue 3").
 */
function ownWords(file: string, text: string): string[] {
  const lines = text.split('\n');
  if (!file.startsWith('content/') || file === 'content/README.md') return lines;
  return lines.map((line) => (/\.ya?ml$/.test(file) && /^\s*#/.test(line) ? line : ''));
}

/** Each line of `file` that cites a document outside the repository, as `file:line: cites …: text`. */
export function outsideCitationsIn(file: string, text: string): string[] {
  return ownWords(file, text).flatMap((line, index) =>
    outsideCitations.filter(({ pattern }) => pattern.test(line)).map(({ cites }) => `${file}:${index + 1}: cites ${cites}: ${line.trim()}`),
  );
}

/** Each `docs/….md#anchor` of `file` whose page or anchor does not exist (`pageText` gives a page's Markdown, or null). */
export function brokenDocsReferencesIn(file: string, text: string, pageText: (page: string) => string | null): string[] {
  const anchors = new Map<string, Set<string>>();
  return ownWords(file, text).flatMap((line, index) =>
    [...line.matchAll(docsReference)].flatMap((match) => {
      const page = `docs/${match[1]!}`;
      const anchor = match[2];
      const where = `${file}:${index + 1} → ${match[0]}`;
      const markdown = pageText(page);
      if (markdown === null) return [`${where}: no such page`];
      if (anchor === undefined) return [];
      if (!anchors.has(page)) anchors.set(page, anchorsOf(markdown));
      return anchors.get(page)!.has(anchor) ? [] : [`${where}: no heading "${anchor}" in ${page}`];
    }),
  );
}

/** The repository's tracked text files (paths from its root). */
function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && !exempt.has(file) && !binary.test(file))
    .filter((file) => existsSync(path.join(repoRoot, file)));
}

function readRepoFile(file: string): string {
  return readFileSync(path.join(repoRoot, file), 'utf8');
}

describe('the repository cites only itself', () => {
  const files = trackedTextFiles();

  it('no tracked file cites the specification, the architecture map or an issue tracker kept outside the repository', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => outsideCitationsIn(file, readRepoFile(file)))).toEqual([]);
  });

  it('every docs/ page and anchor a tracked file names exists', () => {
    const pageText = (page: string) => (existsSync(path.join(repoRoot, page)) ? readRepoFile(page) : null);
    expect(files.flatMap((file) => brokenDocsReferencesIn(file, readRepoFile(file), pageText))).toEqual([]);
  });

  it('finds every kind of outside citation, and lets the repository citing itself pass', () => {
    const source = [
      '/** Home (spec section 2), every section in order. */',
      ' * The fixed choices of Spec sections 3 and 9, shared by the forms.',
      '// see ../shared/spec.md',
      ' * are singletons (see ARCHITECTURE.md "Known traps").',
      "  it('uses the spec's defaults', () => {",
      '// Offline mode (issue 17): reads the flag now.',
      '/** Issue #21: the budget. */',
      '/** Home (docs/product.md#home): every section in order; see docs/architecture.md. */',
      "const { motif } = spec; // the HTML spec's parser, rspack's issues/1234, the specification's authors",
    ].join('\n');
    expect(outsideCitationsIn('mf-pages/src/x.ts', source)).toEqual([
      'mf-pages/src/x.ts:1: cites a section of the product specification: /** Home (spec section 2), every section in order. */',
      'mf-pages/src/x.ts:2: cites a section of the product specification: * The fixed choices of Spec sections 3 and 9, shared by the forms.',
      'mf-pages/src/x.ts:3: cites the product specification: // see ../shared/spec.md',
      'mf-pages/src/x.ts:4: cites the architecture map: * are singletons (see ARCHITECTURE.md "Known traps").',
      "mf-pages/src/x.ts:5: cites the product specification: it('uses the spec's defaults', () => {",
      'mf-pages/src/x.ts:6: cites an issue tracker: // Offline mode (issue 17): reads the flag now.',
      'mf-pages/src/x.ts:7: cites an issue tracker: /** Issue #21: the budget. */',
    ]);
  });

  it("reads only the comments of content/'s YAML, where the rest is the site's own text", () => {
    const yaml = ['# which the chooser uses (spec section 2).', 'title: Issue 3 of our newsletter'].join('\n');
    expect(outsideCitationsIn('content/pages/contact.yaml', yaml)).toEqual([
      'content/pages/contact.yaml:1: cites a section of the product specification: # which the chooser uses (spec section 2).',
    ]);
    expect(outsideCitationsIn('content/blog/01-x.md', 'In issue 12 of our newsletter we wrote about the spec section 2 of a tender.')).toEqual([]);
  });

  it('finds a docs page or anchor that does not exist, and leaves URLs alone', () => {
    const pages: Record<string, string> = { 'docs/product.md': '# What the product does\n## Validation rules\n### Every page\n' };
    const source = [
      ' * (docs/product.md#validation-rules, and docs/product.md#every-page.)',
      ' * (docs/product.md#validation, docs/gone.md, docs/gone.md#x)',
      ' * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, ../docs/none.md)',
    ].join('\n');
    expect(brokenDocsReferencesIn('shared/src/x.ts', source, (page) => pages[page] ?? null)).toEqual([
      'shared/src/x.ts:2 → docs/product.md#validation: no heading "validation" in docs/product.md',
      'shared/src/x.ts:2 → docs/gone.md: no such page',
      'shared/src/x.ts:2 → docs/gone.md#x: no such page',
    ]);
  });
});
