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
});

describe('registerWidgetFonts', () => {
  it("registers the four faces once per document, even from a second copy of the module (each widget's build bundles one), asking the document, with no global of its own", async () => {
    const added: FakeFontFace[] = [];
    vi.stubGlobal('FontFace', FakeFontFace);
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: FakeFontFace) => added.push(face), [Symbol.iterator]: () => added[Symbol.iterator]() },
    });
    const globals = Object.getOwnPropertySymbols(globalThis).length + Object.getOwnPropertyNames(globalThis).length;

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
    expect(Object.getOwnPropertySymbols(globalThis).length + Object.getOwnPropertyNames(globalThis).length).toBe(globals);
    // Absolute URLs: the files are on the site's origin, whatever page the widget is on.
    for (const face of added) expect(face.source).toMatch(/^url\("(https?|file):\/\/[^"]+"\) format\('woff2'\)$/);
  });
});
