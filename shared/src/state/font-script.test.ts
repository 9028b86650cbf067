// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_FILES, FONTS_LATER_ATTRIBUTE, fontScript } from './font-script';

const html = document.documentElement;
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')];
const later = () => html.hasAttribute(FONTS_LATER_ATTRIBUTE);

/**
 * Runs the inline script as the browser would, with frames, timers and the font loads under
 * the test's control (jsdom has no `document.fonts`).
 */
function runFontScript(lang: 'ar' | 'en', { fallbackFits = true } = {}) {
  html.lang = lang;
  const frames: FrameRequestCallback[] = [];
  const timers: (() => void)[] = [];
  const loads: { font: string; text: string; settle: (loaded: boolean) => void }[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'setTimeout').mockImplementation(((callback: () => void) => timers.push(callback)) as unknown as typeof setTimeout);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: {
      load: (font: string, text: string) =>
        // The fallback faces are local fonts: there at once, or failing at once where missing.
        font.includes('Fallback')
          ? fallbackFits
            ? Promise.resolve([{}])
            : Promise.reject(new Error('no such local font'))
          : new Promise((resolve, reject) => loads.push({ font, text, settle: (loaded) => (loaded ? resolve([{}]) : reject(new Error('network'))) })),
    },
  });
  new Function(fontScript)();
  return {
    loads,
    /** the first frame is painted, then its timer runs */
    paint() {
      for (const frame of frames.splice(0)) frame(0);
      for (const timer of timers.splice(0)) timer();
    },
  };
}

const settled = () => new Promise((resolve) => queueMicrotask(() => resolve(undefined))).then(() => undefined);

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'fonts');
  localStorage.clear();
  html.removeAttribute(FONTS_LATER_ATTRIBUTE);
  document.head.replaceChildren();
});

describe('font script', () => {
  it.each([
    ['ar', '"IBM Plex Sans Arabic"', 'ن'],
    ['en', '"IBM Plex Sans"', 'a'],
  ] as const)('%s, first visit: paints in the fallbacks, then loads both weights of its face and swaps once', async (lang, family, sample) => {
    const page = runFontScript(lang);
    expect(later()).toBe(true);
    expect(page.loads).toEqual([]);
    page.paint();
    expect(page.loads.map(({ font, text }) => [font, text])).toEqual([
      [`400 1em ${family}`, sample],
      [`700 1em ${family}`, sample],
    ]);
    expect(preloads()).toEqual([]);
    page.loads[1]!.settle(true);
    await vi.waitFor(settled);
    expect(later()).toBe(true);
    page.loads[0]!.settle(true);
    await vi.waitFor(() => expect(later()).toBe(false));
    expect(localStorage.getItem('fonts')).toBe(FONT_FILES[lang].join(' '));
  });

  it.each([
    ['ar', 'Plex Arabic Fallback'],
    ['en', 'Plex Sans Fallback'],
  ] as const)('%s, first visit where the local font behind "%s" is missing: no swap on this page, the next navigation swaps', async (lang, _fallback) => {
    const page = runFontScript(lang, { fallbackFits: false });
    page.paint();
    for (const load of page.loads) load.settle(true);
    // The fonts are cached and remembered (the next page load preloads them) …
    await vi.waitFor(() => expect(localStorage.getItem('fonts')).toBe(FONT_FILES[lang].join(' ')));
    await settled();
    // … but this page keeps the fallback: its lines would break elsewhere in the web font.
    expect(later()).toBe(true);
    const routing = (oldUrl: string, newUrl: string) =>
      window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl, newUrl } }));
    routing('http://x/', 'http://x/');
    expect(later()).toBe(true);
    routing('http://x/', 'http://x/about');
    expect(later()).toBe(false);
  });

  it('takes the swap back before any paint when a block on the screen would move, and swaps at the next navigation', async () => {
    // The lead takes a line fewer in the web font, so the section under it moves up 29 px.
    document.body.innerHTML = '<main><h1>Nasaq</h1><p>lead</p><section>stats</section><section>below</section></main>';
    const [heading, lead, stats, below] = [...document.querySelectorAll('main > *')];
    const place = (element: Element, top: number) =>
      vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => ({ top } as DOMRect));
    place(heading!, 100);
    place(lead!, 200);
    vi.spyOn(stats!, 'getBoundingClientRect').mockImplementation(() => ({ top: later() ? 591 : 562 }) as DOMRect);
    place(below!, 2000);
    const page = runFontScript('en');
    page.paint();
    for (const load of page.loads) load.settle(true);
    await vi.waitFor(() => expect(localStorage.getItem('fonts')).toBe(FONT_FILES.en.join(' ')));
    await settled();
    expect(later()).toBe(true);
    window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl: 'http://x/about', newUrl: 'http://x/' } }));
    expect(later()).toBe(false);
    document.body.replaceChildren();
  });

  it('swaps when the blocks on the screen keep their places, measuring none below the screen', async () => {
    document.body.innerHTML = '<main><h1>Nasaq</h1><p>lead</p><section>below</section><p>further</p></main>';
    const [heading, lead, below, further] = [...document.querySelectorAll('main > *')];
    for (const element of [heading!, lead!]) vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => ({ top: 120 }) as DOMRect);
    // A part below may skip its layout: measuring inside it would lay it out.
    const belowMeasured = vi.spyOn(below!, 'getBoundingClientRect').mockImplementation(() => ({ top: 2000 }) as DOMRect);
    const furtherMeasured = vi.spyOn(further!, 'getBoundingClientRect').mockImplementation(() => ({ top: 2400 }) as DOMRect);
    const page = runFontScript('en');
    page.paint();
    for (const load of page.loads) load.settle(true);
    await vi.waitFor(() => expect(later()).toBe(false));
    expect(belowMeasured).toHaveBeenCalledTimes(1);
    expect(furtherMeasured).not.toHaveBeenCalled();
    document.body.replaceChildren();
  });

  it('the next page of a browser that has the fonts preloads them at once and paints in them', () => {
    localStorage.setItem('fonts', FONT_FILES.ar.join(' '));
    runFontScript('ar');
    expect(later()).toBe(false);
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(FONT_FILES.ar.map((file) => `/assets/${file}.woff2`));
    expect(preloads().every((link) => link.crossOrigin === 'anonymous' && link.type === 'font/woff2')).toBe(true);
  });

  it('uses what came when a load failed, and does not remember the fonts', async () => {
    const page = runFontScript('en');
    page.paint();
    page.loads[0]!.settle(false);
    await vi.waitFor(() => expect(later()).toBe(false));
    expect(localStorage.getItem('fonts')).toBeNull();
  });

  it('waits again for files it has not fetched: the other script, or a new build of the fonts', () => {
    localStorage.setItem('fonts', FONT_FILES.ar.join(' '));
    runFontScript('en');
    expect(later()).toBe(true);
    localStorage.setItem('fonts', 'ibm-plex-sans-arabic-arabic-400-normal.0000000000 old');
    runFontScript('ar');
    expect(later()).toBe(true);
  });

  it('still loads the fonts where storage is refused', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    const page = runFontScript('ar');
    page.paint();
    for (const load of page.loads) load.settle(true);
    await vi.waitFor(() => expect(later()).toBe(false));
  });

  it('waits for the first contentful paint where the browser reports it', async () => {
    let report: ((list: { getEntries: () => { name: string }[] }) => void) | undefined;
    const disconnect = vi.fn();
    class Observer {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = vi.fn();
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    const page = runFontScript('ar');
    page.paint();
    expect(page.loads).toEqual([]);
    report!({ getEntries: () => [{ name: 'first-paint' }] });
    page.paint();
    expect(page.loads).toEqual([]);
    report!({ getEntries: () => [{ name: 'first-contentful-paint' }] });
    expect(disconnect).toHaveBeenCalled();
    page.paint();
    expect(page.loads).toHaveLength(2);
    vi.unstubAllGlobals();
  });

  it('leaves the fonts to the stylesheet in a browser without the font loading API', () => {
    html.lang = 'ar';
    new Function(fontScript)();
    expect(later()).toBe(false);
  });
});
