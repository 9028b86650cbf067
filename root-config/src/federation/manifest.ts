import { checkRemoteManifest, type RemoteName } from '@site/shared/contract';

declare const __webpack_public_path__: string;

/** Where each section's browser container lives: absolute URLs of their `remoteEntry.js`. */
export type BrowserRemotes = Record<RemoteName, string>;

/** `remotes.json` next to the host's own files: fetched at every start, never cached long. */
function manifestUrl(): URL {
  return new URL('remotes.json', new URL(__webpack_public_path__, window.location.href));
}

/** Entries may be relative to the manifest, so a whole deployment can move as one folder. */
export function resolveEntries(entries: Record<RemoteName, string>, base: URL = manifestUrl()): BrowserRemotes {
  return Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, new URL(entry, base).href])) as BrowserRemotes;
}

/** Fetches and validates the remote manifest; throws a message that says what is wrong. */
export async function loadRemoteManifest(url: URL = manifestUrl()): Promise<BrowserRemotes> {
  // No fetch options: they must match the page's <link rel=preload as=fetch> to reuse it.
  // The server sends remotes.json with Cache-Control: no-cache, so it is always revalidated.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname} answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`${url.pathname} is not valid JSON`);
  }
  const checked = checkRemoteManifest(body);
  if (!checked.ok) throw new Error(`${url.pathname} is malformed at: ${checked.at}`);
  const { remotes } = checked.value;
  return resolveEntries(
    { mf_shell: remotes.mf_shell.entry, mf_pages: remotes.mf_pages.entry, mf_portfolio: remotes.mf_portfolio.entry, mf_forms: remotes.mf_forms.entry },
    url,
  );
}
