import GithubSlugger from 'github-slugger';

/**
 * The anchors a Markdown file offers: its headings' ids as the forge makes them, and explicit ids.
 * Read by the tests that check links into docs/: from README and docs (docs-links.test.ts) and
 * from the code's comments (build/citations.test.ts).
 */
export function anchorsOf(markdown: string): Set<string> {
  const slugger = new GithubSlugger();
  const anchors = new Set<string>();
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = null;
      continue;
    }
    if (opening) {
      fence = opening[1]!;
      continue;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      // The heading's text as rendered: code without backticks, links as their text, no emphasis marks.
      const text = heading[1]!
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`/g, '')
        .replace(/(\*\*|\*|__)(.+?)\1/g, '$2');
      anchors.add(slugger.slug(text));
    }
    for (const match of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  }
  return anchors;
}
