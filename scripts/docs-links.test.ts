import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf } from './markdown-anchors';

/**
 * Every relative link of README.md and docs/ resolves: the file or folder exists, and an
 * `#anchor` names a heading of the target (as the forge makes its ids: github-slugger) or an
 * explicit `id`/`name`. Links to other sites are not followed (no network in tests).
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Link {
  file: string;
  line: number;
  target: string;
}

/** The Markdown outside fenced code blocks and inline code, line by line (code is not links). */
function proseLines(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = null;
      return '';
    }
    if (opening) {
      fence = opening[1]!;
      return '';
    }
    return line.replace(/`+[^`]*`+/g, '');
  });
}

function linksIn(file: string, markdown: string): Link[] {
  const links: Link[] = [];
  proseLines(markdown).forEach((text, index) => {
    // [text](target "title") and ![alt](target); [label]: target definitions.
    for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ file, line: index + 1, target: match[1]! });
    const definition = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(text);
    if (definition) links.push({ file, line: index + 1, target: definition[1]! });
    for (const match of text.matchAll(/<(?:img|a)\s[^>]*(?:src|href)="([^"]+)"/g)) links.push({ file, line: index + 1, target: match[1]! });
  });
  return links;
}

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** What is wrong with each relative link of `files` (paths relative to the repository), if anything. */
function brokenLinks(files: string[], read: (file: string) => string, exists: (file: string) => boolean, isFile: (file: string) => boolean): string[] {
  const problems: string[] = [];
  for (const file of files) {
    for (const link of linksIn(file, read(file))) {
      if (external.test(link.target)) continue;
      const [rawPath, anchor] = link.target.split('#', 2) as [string, string | undefined];
      const target = rawPath === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURI(rawPath)));
      const where = `${link.file}:${link.line} → ${link.target}`;
      if (target.startsWith('..') || !exists(target)) {
        problems.push(`${where}: no such file`);
        continue;
      }
      if (anchor !== undefined && anchor !== '') {
        if (!isFile(target) || !target.endsWith('.md')) problems.push(`${where}: an anchor into something that is not a Markdown file`);
        else if (!anchorsOf(read(target)).has(decodeURIComponent(anchor))) problems.push(`${where}: no heading or id "${anchor}" in ${target}`);
      }
    }
  }
  return problems;
}

function markdownFiles(): string[] {
  const docs = readdirSync(path.join(repoRoot, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.md'))
    .map((entry) => path.posix.join('docs', entry.split(path.sep).join('/')));
  return ['README.md', ...docs.sort()];
}

describe('links of README.md and docs/', () => {
  it('every relative link resolves, anchors included', () => {
    const files = markdownFiles();
    expect(files.length).toBeGreaterThan(1);
    const absolute = (file: string) => path.join(repoRoot, file);
    const problems = brokenLinks(
      files,
      (file) => readFileSync(absolute(file), 'utf8'),
      (file) => existsSync(absolute(file)),
      (file) => statSync(absolute(file)).isFile(),
    );
    expect(problems).toEqual([]);
  });

  it('finds a missing file, a missing anchor and an anchor of the same page, and ignores code and other sites', () => {
    const pages: Record<string, string> = {
      'README.md': [
        '# Nasaq',
        'See [the API](docs/api.md#rate-limits), [gone](docs/gone.md), [no such part](docs/api.md#nowhere),',
        '[this page](#the-two-commands), [not here](#missing), [a site](https://example.com/x.md) and `[code](docs/none.md)`.',
        '![home](docs/images/home.jpg)',
        '```',
        '[in a fence](docs/also-none.md)',
        '```',
        '## The two commands',
      ].join('\n'),
      'docs/api.md': '# The API (`api/`)\n\n### Rate limits\n',
      'docs/images/home.jpg': '',
    };
    const problems = brokenLinks(
      ['README.md'],
      (file) => pages[file]!,
      (file) => file in pages || file === 'docs' || file === 'docs/images',
      (file) => file in pages,
    );
    expect(problems).toEqual([
      'README.md:2 → docs/gone.md: no such file',
      'README.md:2 → docs/api.md#nowhere: no heading or id "nowhere" in docs/api.md',
      'README.md:3 → #missing: no heading or id "missing" in README.md',
    ]);
  });

  it('makes the ids the forge makes from headings with code, punctuation and repeats', () => {
    const anchors = anchorsOf(
      '# The API (`api/`)\n## Rebuilding and redeploying one section alone\n## Notes\n## Notes\n## The shared module (`@site/shared`): request client, texts',
    );
    expect([...anchors]).toEqual([
      'the-api-api',
      'rebuilding-and-redeploying-one-section-alone',
      'notes',
      'notes-1',
      'the-shared-module-siteshared-request-client-texts',
    ]);
  });
});
