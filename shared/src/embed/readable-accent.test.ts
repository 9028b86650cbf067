// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readableAccent } from './readable-accent';

/** sRGB bytes (and alpha) of the colours these tests paint (jsdom has no canvas: a one-pixel stand-in that paints over what it holds). */
const RGB: Record<string, [number, number, number, number?]> = {
  '#ffffff': [255, 255, 255],
  '#fff': [255, 255, 255],
  '#0a0f1e': [10, 15, 30],
  '#3b36c4': [59, 54, 196],
  '#9d9bff': [157, 155, 255],
  '#ffd400': [255, 212, 0],
  '#767676': [118, 118, 118],
  '#797979': [121, 121, 121],
  '#f2f2f2': [242, 242, 242],
  // Half of #3b36c4: over white, a light violet (#9d9ae1), where white text would have 2.8:1.
  'rgb(59 54 196 / 50%)': [59, 54, 196, 0.5],
};

/** A browser whose canvas paints these colours; with CSS relative colours (the stylesheet chooses the text on an accent) or without. */
function stubBrowser({ relativeColours = false } = {}) {
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      getContext() {
        // Transparent until painted; a fill is painted over what is there (source-over).
        let pixel = [0, 0, 0, 0];
        let fill = pixel;
        return {
          set fillStyle(colour: string) {
            const [r, g, b, alpha = 1] = RGB[colour] ?? [0, 0, 0, 0];
            fill = [r, g, b, alpha];
          },
          fillRect() {
            const alpha = fill[3]!;
            pixel = [0, 1, 2]
              .map((i) => Math.round(fill[i]! * alpha + pixel[i]! * (1 - alpha)))
              .concat(Math.round(255 * (alpha + (pixel[3]! / 255) * (1 - alpha))));
          },
          getImageData: () => ({ data: Uint8ClampedArray.from(pixel) }),
        };
      }
    },
  );
  vi.stubGlobal('CSS', { supports: (_property: string, value: string) => value in RGB || (relativeColours && value.startsWith('color(from ')) });
}

/** A widget root whose computed accent and surface are these. */
function root(accent: string, surface = '#ffffff'): HTMLElement {
  const element = document.createElement('div');
  vi.spyOn(window, 'getComputedStyle').mockReturnValue({
    getPropertyValue: (name: string) => ({ '--primary': ` ${accent}`, '--bg': surface })[name] ?? '',
  } as CSSStyleDeclaration);
  return element;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the text on the partner accent', () => {
  it("is white on a dark accent and the site's ink on a light one, as the site's palettes have it", () => {
    stubBrowser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dark = root('#3b36c4');
    readableAccent(dark, new Set());
    expect(dark.style.getPropertyValue('--on-primary')).toBe('#ffffff');
    const light = root('#9d9bff', '#0a0f1e');
    readableAccent(light, new Set());
    expect(light.style.getPropertyValue('--on-primary')).toBe('#0a0f1e');
    const yellow = root('#ffd400', '#0a0f1e');
    readableAccent(yellow, new Set());
    expect(yellow.style.getPropertyValue('--on-primary')).toBe('#0a0f1e');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once when neither reaches 4.5:1, and when the accent is under 3:1 on the surface; and of an accent that is no colour', () => {
    stubBrowser();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const warned = new Set<string>();
    // #767676 is the lightest grey with 4.5:1 for white text (4.54:1).
    const grey = root('#767676');
    readableAccent(grey, warned);
    expect(grey.style.getPropertyValue('--on-primary')).toBe('#ffffff');
    expect(warn).not.toHaveBeenCalled();

    // Three steps lighter, white text has 4.35:1 and the ink 4.39:1: the better is taken, and the partner told.
    const between = root('#797979');
    readableAccent(between, warned);
    expect(between.style.getPropertyValue('--on-primary')).toBe('#0a0f1e');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(
      '[nasaq embed] --nasaq-accent: #797979 leaves its text at 4.4:1 with white or dark text (4.5:1 is needed): choose a lighter or darker accent',
    );

    const pale = root('#f2f2f2');
    readableAccent(pale, warned);
    readableAccent(pale, warned);
    expect(pale.style.getPropertyValue('--on-primary')).toBe('#0a0f1e');
    // Readable text on it (dark ink), but it vanishes on a white surface: one warning, however many renders.
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![0]).toMatch(/^\[nasaq embed\] --nasaq-accent: #f2f2f2 is 1\.1:1 against the surface #ffffff \(3:1 is needed/);

    readableAccent(root('not-a-colour'), warned);
    expect(warn).toHaveBeenLastCalledWith('[nasaq embed] --nasaq-accent: not-a-colour is not a colour');
  });

  it("leaves the text to the stylesheet's choice where the browser makes it, and sets it on a translucent accent, as it shows over the surface", () => {
    stubBrowser({ relativeColours: true });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const opaque = root('#9d9bff');
    opaque.style.setProperty('--on-primary', '#ffffff');
    readableAccent(opaque, new Set());
    expect(opaque.style.getPropertyValue('--on-primary')).toBe('');
    const translucent = root('rgb(59 54 196 / 50%)');
    readableAccent(translucent, new Set());
    expect(translucent.style.getPropertyValue('--on-primary')).toBe('#0a0f1e');
  });
});
