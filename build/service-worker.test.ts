import { describe, expect, it } from 'vitest';
import { buildId, stampPage, unusedSharedCopies } from './service-worker';

describe("the service worker's build step", () => {
  it('derives the build ID from the precache list, in any order, and changes it with any file', () => {
    const a = [
      { url: '/main.35d65ddb1c.js', revision: null },
      { url: '/mf-pages/remoteEntry.js', revision: 'r1' },
    ];
    expect(buildId(a)).toBe(buildId([...a].reverse()));
    expect(buildId(a)).not.toBe(buildId([a[0]!, { url: '/mf-pages/remoteEntry.js', revision: 'r2' }]));
    expect(buildId(a)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('stamps the page once, after its charset, replacing an older stamp', () => {
    const page = '<!doctype html><html><head><meta charset="utf-8"><title>x</title></head></html>';
    const once = stampPage(page, 'aaaa');
    expect(once).toBe('<!doctype html><html><head><meta charset="utf-8"><meta name="nasaq-build" content="aaaa"><title>x</title></head></html>');
    expect(stampPage(once, 'bbbb')).toBe(once.replace('aaaa', 'bbbb'));
  });
});

describe('what the precache leaves out', () => {
  it("is a section's own copy of the singletons the host loads, unless one of its exposes needs the file", () => {
    const js = (sync: string[], async: string[] = []) => ({ sync, async });
    const manifest = {
      shared: [
        { name: 'react-dom', assets: { js: js(['717.a.js', '98.b.js']) } },
        { name: '@site/shared', assets: { js: js(['430.c.js']) } },
        { name: 'wouter', assets: { js: js(['563.d.js']) } },
      ],
      exposes: [{ assets: { js: js(['167.e.js'], ['98.b.js']), css: js([]) } }],
    };
    expect(unusedSharedCopies('mf-pages', manifest)).toEqual(['mf-pages/717.a.js', 'mf-pages/430.c.js']);
  });

  it("does not keep a copy for the embed widgets' expose, which never runs on the site", () => {
    const js = (sync: string[], async: string[] = []) => ({ sync, async });
    const manifest = {
      shared: [{ name: 'react-dom', assets: { js: js(['717.a.js']) } }],
      exposes: [
        { name: 'spa', assets: { js: js(['167.e.js']), css: js([]) } },
        { name: 'widget', assets: { js: js(['167.e.js', '717.a.js']), css: js([]) } },
      ],
    };
    expect(unusedSharedCopies('mf-portfolio', manifest)).toEqual(['mf-portfolio/717.a.js']);
  });
});
