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
function runFontScript(lang: 'ar' | 'en') {
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
        new Promise((resolve, reject) => loads.push({ font, text, settle: (loaded) => (loaded ? resolve([{}]) : reject(new Error('network'))) })),
    },
  });
  // Runs the inline script as the page would: its source is ours, built into index.html.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
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

const routing = (oldUrl: string, newUrl: string) => window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl, newUrl } }));

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
  ] as const)(
    '%s, first visit: paints in the fallbacks and keeps them, loads both weights of its face after the first paint, and swaps at the next navigation',
    async (lang, family, sample) => {
      const page = runFontScript(lang);
      expect(later()).toBe(true);
      expect(page.loads).toEqual([]);
      page.paint();
      expect(page.loads.map(({ font, text }) => [font, text])).toEqual([
        [`400 1em ${family}`, sample],
        [`700 1em ${family}`, sample],
      ]);
      expect(preloads()).toEqual([]);
      // A navigation before the fonts are here would paint its new screen in the fallbacks, then swap.
      routing('http://x/', 'http://x/about');
      expect(later()).toBe(true);
      for (const load of page.loads) load.settle(true);
      // Cached and remembered (the next page load preloads them) …
      await vi.waitFor(() => expect(localStorage.getItem('fonts')).toBe(FONT_FILES[lang].join(' ')));
      await settled();
      // … but this page keeps the fallbacks: a swap would restyle and relay out its first screen.
      expect(later()).toBe(true);
      routing('http://x/about', 'http://x/about');
      expect(later()).toBe(true);
      routing('http://x/about', 'http://x/');
      expect(later()).toBe(false);
    },
  );

  it('measures nothing on the page: no layout forced for the fonts', async () => {
    document.body.innerHTML = '<main><h1>Nasaq</h1><p>lead</p></main>';
    const measured = [...document.querySelectorAll('main > *')].map((element) => vi.spyOn(element, 'getBoundingClientRect'));
    const page = runFontScript('en');
    page.paint();
    for (const load of page.loads) load.settle(true);
    await vi.waitFor(() => expect(localStorage.getItem('fonts')).toBe(FONT_FILES.en.join(' ')));
    routing('http://x/', 'http://x/about');
    expect(later()).toBe(false);
    for (const spy of measured) expect(spy).not.toHaveBeenCalled();
    document.body.replaceChildren();
  });

  it('the next page of a browser that has the fonts preloads them at once and paints in them', () => {
    localStorage.setItem('fonts', FONT_FILES.ar.join(' '));
    runFontScript('ar');
    expect(later()).toBe(false);
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(FONT_FILES.ar.map((file) => `/assets/${file}.woff2`));
    expect(preloads().every((link) => link.crossOrigin === 'anonymous' && link.type === 'font/woff2')).toBe(true);
  });

  it('uses what came at the next navigation when a load failed, and does not remember the fonts', async () => {
    const page = runFontScript('en');
    page.paint();
    page.loads[0]!.settle(false);
    await settled();
    await settled();
    routing('http://x/', 'http://x/about');
    expect(later()).toBe(false);
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
    expect(page.loads).toHaveLength(2);
    for (const load of page.loads) load.settle(true);
    await settled();
    await settled();
    routing('http://x/', 'http://x/about');
    expect(later()).toBe(false);
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
    // Runs the inline script as the page would: its source is ours, built into index.html.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
    new Function(fontScript)();
    expect(later()).toBe(false);
  });
});
