import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ownerOf, remoteOfApp } from '@site/shared/site';
import type { LocateSections, SectionLocations } from '@site/root-config/server';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The plain page of `pathname`, with the hints of the live set of sections, or of `sections` (a visitor's canary, a preview). */
export type IndexPage = (pathname: string, sections?: SectionLocations) => string;

/**
 * The plain page, for when the server cannot render one (no server build, the renderer
 * failed): the built index.html with preload hints for what the browser will need to render
 * it (the remote manifest, the shell's entry and the entry of the app that owns the path, where
 * `locate` says they live now). Without them the browser only discovers each file after the
 * previous one ran. The page is re-read when it changes on disk, so redeploying the host needs no restart.
 */
export function createIndexPage(hostDir: string, locate: LocateSections): IndexPage {
  const htmlFile = path.join(hostDir, 'index.html');
  let cached: { stamp: number; html: string } | null = null;

  function html(): string {
    const stamp = statSync(htmlFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (cached?.stamp !== stamp) cached = { stamp, html: readFileSync(htmlFile, 'utf8') };
    return cached.html;
  }

  return (pathname, located = locate()) => {
    const page = html();
    // No sections known (a bad remotes.json): the page reports it itself; the server gives no hints.
    const sections = located.sections;
    if (!sections) return page;
    const entries = [sections.mf_shell.entry, sections[remoteOfApp[ownerOf(pathname)]].entry];
    const hints = [
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
      ...entries.map((entry) => `<link rel="preload" href="${escapeAttribute(entry)}" as="script">`),
    ].join('');
    return page.replace('</head>', `${hints}</head>`);
  };
}
