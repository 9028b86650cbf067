import { describe, expect, it } from 'vitest';
import { loadAfterFirstPaint } from './paint-first-plugin';

describe('loadAfterFirstPaint', () => {
  it('turns the deferred entry script into an inline loader that adds it after the next frame', () => {
    const html = loadAfterFirstPaint('<head><script>boot()</script><script defer src="/main.0a1b2c3d4e.js"></script></head>');
    expect(html).not.toContain('defer');
    expect(html).toContain('<script>boot()</script>');
    const loader = /<script>(requestAnimationFrame[^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('"/main.0a1b2c3d4e.js"');
    expect(loader.indexOf('setTimeout')).toBeGreaterThan(loader.indexOf('requestAnimationFrame'));
  });

  it('fails the build when the page has no entry script to move', () => {
    expect(() => loadAfterFirstPaint('<head></head>')).toThrow(/no deferred entry script/);
  });
});
