// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_RENDERED_ATTRIBUTE } from '../react/react-app';
import { entryScript } from './entry-script';
import { SECTION_SCRIPTS_ELEMENT_ID } from './keys';

const ENTRY = '/main.0a1b2c3d4e.js';

/** What the loader has asked the browser to fetch so far, in order. */
const fetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="preload"][as="script"], script[src]')].map((element) =>
    element instanceof HTMLLinkElement ? `preload ${element.getAttribute('href')}` : `script ${element.getAttribute('src')}`,
  );

/** The server's list of section scripts, as link-tags.ts writes it. */
function listScripts(text: string) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = SECTION_SCRIPTS_ELEMENT_ID;
  list.textContent = text;
  document.head.append(list);
}

/**
 * Runs the inline loader as the page would, with paint entries, frames and timers under the
 * test's control; `paintTiming: false` is a browser without paint timing.
 */
function runLoader({ paintTiming = true } = {}) {
  const frames: FrameRequestCallback[] = [];
  const timers: (() => void)[] = [];
  const observers: { callback: (list: { getEntries(): { name: string }[] }) => void; disconnected: boolean }[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  const delays: number[] = [];
  vi.spyOn(window, 'setTimeout').mockImplementation(((callback: () => void, delay = 0) => {
    delays.push(delay);
    return timers.push(callback);
  }) as unknown as typeof setTimeout);
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['largest-contentful-paint'];
    readonly record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const parsedListeners: EventListener[] = [];
  const loadListeners: EventListener[] = [];
  const addToDocument = document.addEventListener.bind(document);
  const addToWindow = window.addEventListener.bind(window);
  vi.spyOn(document, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) =>
      type === 'DOMContentLoaded' ? void parsedListeners.push(listener as EventListener) : addToDocument(type, listener, options),
  );
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) =>
      type === 'load' ? void loadListeners.push(listener as EventListener) : addToWindow(type, listener, options),
  );
  // Runs the inline script as the page would: its source is ours, built into index.html.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(entryScript(ENTRY))();
  return {
    observers,
    /** the delay of every timer the loader set, in order */
    delays,
    /** the browser reports paint entries, then runs the timers they set */
    paint(...names: string[]) {
      for (const observer of observers.filter((each) => !each.disconnected)) observer.callback({ getEntries: () => names.map((name) => ({ name })) });
      for (const timer of timers.splice(0)) timer();
    },
    /** the document is parsed (DOMContentLoaded), then the timers that sets */
    parsed() {
      for (const listener of parsedListeners) listener(new Event('DOMContentLoaded'));
      for (const timer of timers.splice(0)) timer();
    },
    /** the page's load event, then the timers that sets */
    loaded() {
      for (const listener of loadListeners) listener(new Event('load'));
      for (const timer of timers.splice(0)) timer();
    },
    /** a frame, then its timers */
    frame() {
      for (const frame of frames.splice(0)) frame(0);
      for (const timer of timers.splice(0)) timer();
    },
  };
}

/** A slot the server filled, as a rendered page has (root-config/src/server/document.ts). */
function serverRenderedSlot() {
  const slot = document.createElement('div');
  slot.id = 'shell-header';
  slot.setAttribute(SERVER_RENDERED_ATTRIBUTE, '');
  document.body.append(slot);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('entry script', () => {
  it('fetches nothing before the first contentful paint, then preloads the listed section scripts and adds the entry', () => {
    listScripts('["/mf-shell/remoteEntry.js","/mf-pages/remoteEntry.js","/mf-shell/167.js"]');
    serverRenderedSlot();
    const page = runLoader();
    page.frame();
    page.parsed();
    page.paint('first-paint');
    expect(fetched()).toEqual([]);
    page.paint('first-contentful-paint');
    expect(fetched()).toEqual(['preload /mf-shell/remoteEntry.js', 'preload /mf-pages/remoteEntry.js', 'preload /mf-shell/167.js', `script ${ENTRY}`]);
    expect(page.observers.every((observer) => observer.disconnected)).toBe(true);
  });

  it('starts once, whatever the browser reports after', () => {
    listScripts('["/mf-shell/remoteEntry.js"]');
    const page = runLoader();
    page.paint('first-contentful-paint', 'first-contentful-paint');
    page.paint('first-contentful-paint');
    expect(fetched()).toEqual(['preload /mf-shell/remoteEntry.js', `script ${ENTRY}`]);
  });

  it('adds only the entry when the page lists no scripts, or lists them wrongly', () => {
    const bare = runLoader();
    bare.paint('first-contentful-paint');
    expect(fetched()).toEqual([`script ${ENTRY}`]);
    document.head.replaceChildren();
    listScripts('{"not":"a list"');
    runLoader().paint('first-contentful-paint');
    expect(fetched()).toEqual([`script ${ENTRY}`]);
    document.head.replaceChildren();
    listScripts('[1, "/mf-shell/remoteEntry.js", null]');
    runLoader().paint('first-contentful-paint');
    expect(fetched()).toEqual(['preload /mf-shell/remoteEntry.js', `script ${ENTRY}`]);
  });

  it('starts once the document is parsed when the server rendered nothing (its plain index.html): such a page has no contentful paint to wait for', () => {
    const page = runLoader();
    expect(fetched()).toEqual([]);
    page.parsed();
    expect(fetched()).toEqual([`script ${ENTRY}`]);
    page.paint('first-contentful-paint');
    page.loaded();
    expect(fetched()).toEqual([`script ${ENTRY}`]);
  });

  it("starts a while after the page's load at the latest, when no paint came before it (a page in a background tab)", () => {
    listScripts('["/mf-shell/remoteEntry.js"]');
    serverRenderedSlot();
    const page = runLoader();
    page.parsed();
    expect(fetched()).toEqual([]);
    page.loaded();
    // Not at `load` itself, which on a fast connection comes before the paint is shown.
    expect(page.delays).toEqual([3000]);
    expect(fetched()).toEqual(['preload /mf-shell/remoteEntry.js', `script ${ENTRY}`]);
  });

  it('knows a server-rendered slot by the attribute the server puts on it (the loader, a string of the build, names it by its text)', () => {
    expect(entryScript(ENTRY)).toContain(`d.querySelector('[${SERVER_RENDERED_ATTRIBUTE}]')`);
  });

  it('waits for the next frame in a browser without paint timing', () => {
    listScripts('["/mf-shell/remoteEntry.js"]');
    const page = runLoader({ paintTiming: false });
    expect(page.observers).toEqual([]);
    expect(fetched()).toEqual([]);
    page.frame();
    expect(fetched()).toEqual(['preload /mf-shell/remoteEntry.js', `script ${ENTRY}`]);
  });
});
