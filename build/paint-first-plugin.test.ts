import { describe, expect, it } from 'vitest';
import { entryScript } from '../shared/src/state/entry-script';
import { loadAfterFirstPaint } from './paint-first-plugin';

describe('loadAfterFirstPaint', () => {
  it('turns the deferred entry script into the inline loader that adds it after the first paint (entry-script.test.ts runs the loader)', () => {
    const html = loadAfterFirstPaint('<head><script>boot()</script><script defer src="/main.0a1b2c3d4e.js"></script></head>');
    expect(html).not.toContain('defer');
    expect(html).toBe(`<head><script>boot()</script><script>${entryScript('/main.0a1b2c3d4e.js')}</script></head>`);
    expect(html).toContain('"/main.0a1b2c3d4e.js"');
  });

  it('fails the build when the page has no entry script to move', () => {
    expect(() => loadAfterFirstPaint('<head></head>')).toThrow(/no deferred entry script/);
  });
});
