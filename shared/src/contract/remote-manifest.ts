import { failAt, isRecord, type Checked } from './shape-check';

/**
 * The remote manifest (`/remotes.json`): where each section's federated containers live, the
 * browser's (`entry`) and the server's (`serverEntry`, optional: a section without one is
 * rendered by the browser alone). Moving, redeploying or rolling back one section is an edit
 * of this file; no other section is rebuilt and the server is not restarted. Relative URLs
 * resolve against the manifest's own address.
 */
export const remoteNames = ['mf_shell', 'mf_pages', 'mf_portfolio', 'mf_forms'] as const;
export type RemoteName = (typeof remoteNames)[number];

export interface RemoteEntry {
  /** the browser container's remoteEntry.js: 1 to 2048 characters */
  entry: string;
  /** the Node container's remoteEntry.js, same limits */
  serverEntry?: string;
}

export interface RemoteManifest {
  remotes: Record<RemoteName, RemoteEntry>;
}

const isUrl = (value: unknown): value is string => typeof value === 'string' && value.length >= 1 && value.length <= 2048;

/**
 * The manifest, or the first place where it is wrong (`remotes.mf_pages.entry`). Unknown keys
 * are dropped, as the contract's schemas do.
 */
export function checkRemoteManifest(value: unknown): Checked<RemoteManifest> {
  if (!isRecord(value)) return failAt('');
  const { remotes } = value;
  if (!isRecord(remotes)) return failAt('remotes');
  const checked = {} as Record<RemoteName, RemoteEntry>;
  for (const name of remoteNames) {
    const entry = remotes[name];
    if (!isRecord(entry)) return failAt(`remotes.${name}`);
    if (!isUrl(entry['entry'])) return failAt(`remotes.${name}.entry`);
    const serverEntry = entry['serverEntry'];
    if (serverEntry !== undefined && !isUrl(serverEntry)) return failAt(`remotes.${name}.serverEntry`);
    checked[name] = serverEntry === undefined ? { entry: entry['entry'] } : { entry: entry['entry'], serverEntry };
  }
  return { ok: true, value: { remotes: checked } };
}

/** The manifest, or an Error saying where it is malformed (the server's reads of its own file). */
export function parseRemoteManifest(value: unknown, source = 'remotes.json'): RemoteManifest {
  const checked = checkRemoteManifest(value);
  if (!checked.ok) throw new Error(`${source} is malformed at: ${checked.at}`);
  return checked.value;
}
