// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadRemoteManifest } from './manifest';

const url = new URL('/remotes.json', window.location.href);

function reply(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

const valid = {
  remotes: {
    mf_shell: { entry: '/mf-shell/remoteEntry.js', serverEntry: '/mf-shell/server/remoteEntry.js' },
    mf_pages: { entry: 'https://cdn.example.com/pages/remoteEntry.js' },
    mf_portfolio: { entry: 'mf-portfolio/remoteEntry.js' },
    mf_forms: { entry: '/mf-forms/remoteEntry.js' },
  },
};

describe('loadRemoteManifest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves entries against the manifest URL', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply(JSON.stringify(valid))));
    const manifest = await loadRemoteManifest(url);
    expect(manifest.mf_shell).toBe(`${window.location.origin}/mf-shell/remoteEntry.js`);
    expect(manifest.mf_pages).toBe('https://cdn.example.com/pages/remoteEntry.js');
    expect(manifest.mf_portfolio).toBe(`${window.location.origin}/mf-portfolio/remoteEntry.js`);
  });

  it('names the problem when the file is missing, not JSON, or malformed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply('nope', 404)));
    await expect(loadRemoteManifest(url)).rejects.toThrow('/remotes.json answered HTTP 404');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply('{oops')));
    await expect(loadRemoteManifest(url)).rejects.toThrow('/remotes.json is not valid JSON');
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(reply(JSON.stringify({ remotes: { mf_shell: '/mf-shell/remoteEntry.js' } }))));
    await expect(loadRemoteManifest(url)).rejects.toThrow(/malformed at: remotes\.mf_shell/);
  });
});
