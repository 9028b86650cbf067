import { describe, expect, it } from 'vitest';
import { checkPageData } from './page-data';
import { checkRemoteManifest, parseRemoteManifest } from './remote-manifest';

const entries = { mf_shell: 'a.js', mf_pages: 'b.js', mf_portfolio: 'c.js', mf_forms: 'd.js' };
const manifest = {
  remotes: {
    mf_shell: { entry: '/mf-shell/remoteEntry.js', serverEntry: '/mf-shell/server/remoteEntry.js' },
    mf_pages: { entry: '/mf-pages/remoteEntry.js' },
    mf_portfolio: { entry: '/mf-portfolio/remoteEntry.js' },
    mf_forms: { entry: '/mf-forms/remoteEntry.js', extra: 1 },
  },
};

describe('the page data check', () => {
  const good = { lang: 'ar', replies: { '/v1/services': { status: 200, body: { success: true } } }, packs: ['core', 'screens'], remotes: entries };

  it('accepts the page data the server writes, and only what it describes', () => {
    expect(checkPageData(good)).toEqual({ ok: true, value: good });
    expect(checkPageData({ ...good, remotes: undefined, other: 1 })).toEqual({ ok: true, value: { lang: 'ar', replies: good.replies, packs: good.packs } });
  });

  it.each([
    [null, '(root)'],
    [[], '(root)'],
    [{ ...good, lang: 'fr' }, 'lang'],
    [{ ...good, replies: [] }, 'replies'],
    [{ ...good, replies: { '/v1/x': { status: '200' } } }, 'replies./v1/x.status'],
    [{ ...good, replies: { '/v1/x': null } }, 'replies./v1/x'],
    [{ ...good, packs: 'core' }, 'packs'],
    [{ ...good, packs: ['core', 'everything'] }, 'packs.1'],
    [{ ...good, remotes: { ...entries, mf_forms: 4 } }, 'remotes.mf_forms'],
    [{ ...good, remotes: { mf_shell: 'a.js' } }, 'remotes.mf_pages'],
  ])('names where %j is wrong: %s', (value, at) => {
    expect(checkPageData(value)).toEqual({ ok: false, at });
  });
});

describe('the remote manifest check', () => {
  it('accepts a manifest, keeping each section’s entries and dropping unknown keys', () => {
    const checked = parseRemoteManifest(manifest);
    expect(checked.remotes.mf_shell).toEqual(manifest.remotes.mf_shell);
    expect(checked.remotes.mf_forms).toEqual({ entry: '/mf-forms/remoteEntry.js' });
  });

  it.each([
    [{}, 'remotes'],
    [{ remotes: { ...manifest.remotes, mf_pages: undefined } }, 'remotes.mf_pages'],
    [{ remotes: { ...manifest.remotes, mf_pages: { entry: '' } } }, 'remotes.mf_pages.entry'],
    [{ remotes: { ...manifest.remotes, mf_pages: { entry: 'x'.repeat(2049) } } }, 'remotes.mf_pages.entry'],
    [{ remotes: { ...manifest.remotes, mf_shell: { entry: 'a.js', serverEntry: 7 } } }, 'remotes.mf_shell.serverEntry'],
  ])('names where %j is wrong: %s', (value, at) => {
    expect(checkRemoteManifest(value)).toEqual({ ok: false, at });
    expect(() => parseRemoteManifest(value, '/srv/remotes.json')).toThrow(`/srv/remotes.json is malformed at: ${at}`);
  });
});
