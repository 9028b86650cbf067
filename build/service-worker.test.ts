import { describe, expect, it } from 'vitest';
import { buildId, stampPage } from './service-worker';

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
