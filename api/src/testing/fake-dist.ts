import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The remote manifest of a fake build: three remotes on the site, one on another origin. */
export const fakeRemotesJson = JSON.stringify({
  remotes: {
    mf_shell: { entry: '/mf-shell/remoteEntry.js', serverEntry: '/mf-shell/server/remoteEntry.js' },
    mf_pages: { entry: '/mf-pages/remoteEntry.js', serverEntry: '/mf-pages/server/remoteEntry.js' },
    mf_portfolio: { entry: 'https://cdn.example.com/portfolio/remoteEntry.js', serverEntry: 'https://cdn.example.com/portfolio/server/remoteEntry.js' },
    mf_forms: { entry: '/mf-forms/remoteEntry.js' },
  },
});

/**
 * A stand-in for dist/ in a new temporary folder: each key is a path under it, each value that
 * file's content. The caller removes the folder.
 */
export function fakeDist(prefix: string, files: Record<string, string | Uint8Array>): string {
  const dist = mkdtempSync(path.join(tmpdir(), prefix));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  }
  return dist;
}
