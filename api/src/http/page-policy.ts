import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseRemoteManifest } from '@site/shared/contract';

/**
 * The Content-Security-Policy of the site's HTML, computed from the built page itself:
 *
 * - Scripts only from this origin, from the origins remotes.json names (a section moved to a
 *   CDN keeps working: the manifest is the one place that says where code lives), and the one
 *   inline boot script (it sets language and theme before the first paint), allowed by its
 *   SHA-256 hash read from the built index.html. No 'unsafe-inline', no 'unsafe-eval': the
 *   federation runtime loads remotes with <script src> and <link> elements, never eval.
 * - Styles only from files of those origins; the page sets styles through the CSSOM, which
 *   a policy does not restrict. No inline <style> or style="" attributes.
 * - Images from those origins and data:/blob: (placeholders, previews); fetches to this origin
 *   (the API, remotes.json) and the remote origins; no plugins, frames of this site only.
 *
 * Re-read when index.html or remotes.json change on disk, like the page itself.
 */
export function createPagePolicy(hostDir: string): () => string {
  const htmlFile = path.join(hostDir, 'index.html');
  const manifestFile = path.join(hostDir, 'remotes.json');
  let cached: { key: string; policy: string } | null = null;

  return () => {
    const key = [htmlFile, manifestFile].map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0).join(':');
    if (cached?.key !== key) cached = { key, policy: pagePolicy(read(htmlFile), read(manifestFile)) };
    return cached.policy;
  };
}

function read(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** SHA-256 sources of every inline script of `html` (those without `src`). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1] ?? '')) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(match[2] ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

function remoteOrigins(manifestText: string): string[] {
  try {
    const manifest = parseRemoteManifest(JSON.parse(manifestText));
    const origins = new Set<string>();
    // The browser entries only: the server containers are loaded by the server, never by the page.
    for (const { entry } of Object.values(manifest.remotes)) {
      if (/^https?:\/\//i.test(entry)) origins.add(new URL(entry).origin);
    }
    return [...origins].sort();
  } catch {
    return [];
  }
}

export function pagePolicy(html: string, manifestText: string): string {
  const remotes = remoteOrigins(manifestText);
  const self = ["'self'", ...remotes];
  return [
    `default-src 'self'`,
    `script-src ${[...self, ...inlineScriptHashes(html)].join(' ')}`,
    `style-src ${self.join(' ')}`,
    `img-src ${[...self, 'data:', 'blob:'].join(' ')}`,
    `font-src ${self.join(' ')}`,
    `connect-src ${self.join(' ')}`,
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** The policy of everything that is not the page (JSON, files): nothing may run or be framed. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";
