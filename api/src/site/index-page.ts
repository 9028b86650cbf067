import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteManifest, type RemoteManifest } from '@site/shared/contract';
import { ownerOf, remoteOfApp } from '@site/shared/site';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export type IndexPage = (pathname: string) => string;

/**
 * The plain page, for when the server cannot render one (no server build, the renderer
 * failed): the built index.html with preload hints for what the browser will need to render
 * it (the remote manifest, the shell's entry and the entry of the app that owns the path).
 * Without them the browser only discovers each file after the previous one ran. Files are
 * re-read when they change on disk, so redeploying the host or editing remotes.json needs no restart.
 */
export function createIndexPage(hostDir: string): IndexPage {
  const htmlFile = path.join(hostDir, 'index.html');
  const manifestFile = path.join(hostDir, 'remotes.json');
  let cached: { key: string; html: string; manifest: RemoteManifest | null } | null = null;

  function load() {
    const key = [htmlFile, manifestFile].map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');
    if (cached?.key !== key) {
      let manifest: RemoteManifest | null;
      try {
        manifest = parseRemoteManifest(JSON.parse(readFileSync(manifestFile, 'utf8')), manifestFile);
      } catch {
        manifest = null; // The page reports a bad manifest itself; the server just gives no hints.
      }
      cached = { key, html: readFileSync(htmlFile, 'utf8'), manifest };
    }
    return cached;
  }

  return (pathname) => {
    const { html, manifest } = load();
    if (!manifest) return html;
    const entries = [manifest.remotes.mf_shell.entry, manifest.remotes[remoteOfApp[ownerOf(pathname)]].entry];
    const hints = [
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">',
      ...entries.map((entry) => `<link rel="preload" href="${escapeAttribute(entry)}" as="script">`),
    ].join('');
    return html.replace('</head>', `${hints}</head>`);
  };
}
