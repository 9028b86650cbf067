// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

// jsdom has no FontFace nor document.fonts: a stand-in that records what is registered.
class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('nasaq.embed.fonts')];
});

describe('registerWidgetFonts', () => {
  it('registers the four faces once per document, even from a second copy of the module (each widget container bundles one)', async () => {
    const added: FakeFontFace[] = [];
    vi.stubGlobal('FontFace', FakeFontFace);
    Object.defineProperty(document, 'fonts', { configurable: true, value: { add: (face: FakeFontFace) => added.push(face) } });

    const first = await import('./fonts');
    vi.resetModules();
    const second = await import('./fonts');
    expect(second).not.toBe(first);

    first.registerWidgetFonts();
    second.registerWidgetFonts();
    first.registerWidgetFonts();
    expect(added.map((face) => [face.family, face.descriptors.weight])).toEqual([
      ['Nasaq Plex Sans Arabic', '400'],
      ['Nasaq Plex Sans Arabic', '700'],
      ['Nasaq Plex Sans', '400'],
      ['Nasaq Plex Sans', '700'],
    ]);
    // Absolute URLs: the files are on the site's origin, whatever page the widget is on.
    for (const face of added) expect(face.source).toMatch(/^url\("(https?|file):\/\/[^"]+"\) format\('woff2'\)$/);
  });
});
