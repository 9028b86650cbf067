// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONTS_LATER_ATTRIBUTE } from './font-script';
import { EACH_PARTS_HINT_ATTRIBUTE, LAID_OUT_ATTRIBUTE, LAYOUT_EACH_ATTRIBUTE, LAYOUT_LATER_ATTRIBUTE, layOutEveryPart } from './layout-later';
import { layoutScript } from './layout-script';

const html = document.documentElement;
const later = () => html.hasAttribute(LAYOUT_LATER_ATTRIBUTE);
const eachLater = () => html.hasAttribute(LAYOUT_EACH_ATTRIBUTE);
const laidOut = () => [...document.querySelectorAll('.below-fold')].map((part) => part.hasAttribute(LAID_OUT_ATTRIBUTE));

/**
 * Runs the inline script as the browser would, with idle moments, the load and the CSS support
 * under the test's control (jsdom has neither `requestIdleCallback` nor `CSS.supports`).
 */
const listeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];

function runLayoutScript({ contentVisibility = true, readyState = 'loading' }: { contentVisibility?: boolean; readyState?: DocumentReadyState } = {}) {
  const idle: IdleRequestCallback[] = [];
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation(
    (type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listeners.push([type, listener, options]);
      add(type, listener, options);
    },
  );
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal('CSS', { supports: (property: string, value: string) => contentVisibility && property === 'content-visibility' && value === 'auto' });
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  // Runs the inline script as the page would: its source is ours, built into index.html.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(layoutScript)();
  return {
    /** the next idle moment, if one was asked for */
    idle() {
      const callback = idle.shift();
      callback?.({ didTimeout: false, timeRemaining: () => 10 });
      return callback !== undefined;
    },
    pendingIdle: () => idle.length,
  };
}

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML =
    '<section>hero</section><section class="below-fold">a</section><section class="below-fold">b</section><footer class="below-fold">c</footer>';
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  html.removeAttribute(LAYOUT_LATER_ATTRIBUTE);
  html.removeAttribute(LAYOUT_EACH_ATTRIBUTE);
  html.removeAttribute(EACH_PARTS_HINT_ATTRIBUTE);
  html.removeAttribute(FONTS_LATER_ATTRIBUTE);
  history.replaceState(null, '', '/');
  // each test's script starts from a page of its own
  for (const [type, listener, options] of listeners.splice(0)) window.removeEventListener(type, listener, options);
  document.body.replaceChildren();
});

describe('layout script', () => {
  it('skips the parts below the first screen while the page loads, then lays them out one per idle moment, top to bottom', () => {
    const page = runLayoutScript();
    expect(later()).toBe(true);
    expect(page.pendingIdle()).toBe(0);
    window.dispatchEvent(new Event('load'));
    expect(page.idle()).toBe(true);
    expect(laidOut()).toEqual([true, false, false]);
    expect(later()).toBe(true);
    page.idle();
    expect(laidOut()).toEqual([true, true, false]);
    page.idle();
    expect(laidOut()).toEqual([true, true, true]);
    page.idle();
    expect(later()).toBe(false);
    expect(page.pendingIdle()).toBe(0);
  });

  it("lays out each block of a long text as a part of its own, in the page's order", () => {
    document.body.innerHTML =
      '<section>hero</section><figure class="below-fold">quote</figure><div class="below-fold-each"><p>one</p><h2>two</h2><p>three</p></div><footer class="below-fold">end</footer>';
    const order = () => [...document.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)].map((part) => part.textContent);
    html.setAttribute(EACH_PARTS_HINT_ATTRIBUTE, '');
    const page = runLayoutScript();
    expect(eachLater()).toBe(true);
    window.dispatchEvent(new Event('load'));
    for (let step = 0; step < 5; step++) page.idle();
    expect(order()).toEqual(['quote', 'one', 'two', 'three', 'end']);
    // the text's own element is marked after its blocks: what its list adds later is laid out at once
    const text = document.querySelector('.below-fold-each')!;
    expect(text.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(false);
    expect([later(), eachLater()]).toEqual([true, true]);
    page.idle();
    expect(text.hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(true);
    page.idle();
    expect(page.pendingIdle()).toBe(0);
    // Taking data-layout-each off would restyle the whole page: it stays, matching nothing, until a navigation.
    expect([later(), eachLater()]).toEqual([false, true]);
    const navigation = (oldUrl: string, newUrl: string) =>
      window.dispatchEvent(new CustomEvent('single-spa:before-routing-event', { detail: { oldUrl, newUrl } }));
    navigation('http://site/blog', 'http://site/blog');
    expect(eachLater()).toBe(true);
    navigation('http://site/blog', 'http://site/projects');
    expect(eachLater()).toBe(false);
  });

  it("keeps the long text's own attribute off a page the server did not mark as having one (its change would restyle the whole page)", () => {
    const page = runLayoutScript();
    expect([later(), eachLater()]).toEqual([true, false]);
    window.dispatchEvent(new Event('load'));
    for (let step = 0; step < 4; step++) page.idle();
    expect([later(), eachLater()]).toEqual([false, false]);
  });

  it.each(['keydown', 'mousedown'])('lays the blocks of a long text out at once too on a %s, and layOutEveryPart does', (type) => {
    html.setAttribute(EACH_PARTS_HINT_ATTRIBUTE, '');
    runLayoutScript();
    window.dispatchEvent(new Event(type));
    expect([later(), eachLater()]).toEqual([false, false]);
    html.setAttribute(LAYOUT_EACH_ATTRIBUTE, '');
    layOutEveryPart();
    expect(eachLater()).toBe(false);
  });

  it('does not wait for the web fonts: a first visit keeps its fallbacks on this page', () => {
    html.setAttribute(FONTS_LATER_ATTRIBUTE, '');
    const page = runLayoutScript();
    window.dispatchEvent(new Event('load'));
    expect(page.pendingIdle()).toBe(1);
    page.idle();
    expect(laidOut()).toEqual([true, false, false]);
  });

  it('starts at once when the page has already loaded', () => {
    const page = runLayoutScript({ readyState: 'complete' });
    expect(page.pendingIdle()).toBe(1);
  });

  it.each(['keydown', 'mousedown', 'hashchange', 'beforeprint'])('lays out every part at once on a %s, before the browser acts on it', (type) => {
    const page = runLayoutScript();
    window.dispatchEvent(new Event('load'));
    page.idle();
    window.dispatchEvent(new Event(type));
    expect(later()).toBe(false);
    // the remaining steps do nothing more
    page.idle();
    expect(laidOut()).toEqual([true, false, false]);
  });

  it('keeps what the visitor pressed where it was: the page scrolls by what it moved', () => {
    runLayoutScript();
    const button = document.createElement('button');
    document.body.append(button);
    // Below parts still at their estimate, the button sits at 500; laid out, at 860.
    vi.spyOn(button, 'getBoundingClientRect').mockImplementation(() => ({ top: later() ? 500 : 860 }) as DOMRect);
    const scrollBy = vi.fn();
    vi.stubGlobal('scrollBy', scrollBy);
    button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    expect(later()).toBe(false);
    expect(scrollBy).toHaveBeenCalledWith({ top: 360, behavior: 'instant' });
  });

  it('lays out every part at once on a scroll of more than a screen (a jump), not on a gradual one', () => {
    runLayoutScript();
    scrollTo(300);
    scrollTo(900);
    scrollTo(1600);
    expect(later()).toBe(true);
    scrollTo(2401);
    expect(later()).toBe(false);
  });

  it('stops when a script lays every part out before its own jump', () => {
    const page = runLayoutScript();
    window.dispatchEvent(new Event('load'));
    layOutEveryPart();
    expect(later()).toBe(false);
    page.idle();
    expect(laidOut()).toEqual([false, false, false]);
  });

  it('does not wait at all on a page opened at a #section: the jump there must land on the real layout', () => {
    history.replaceState(null, '', '/#contact');
    html.setAttribute(EACH_PARTS_HINT_ATTRIBUTE, '');
    runLayoutScript();
    expect([later(), eachLater()]).toEqual([false, false]);
  });

  it('does not wait where the browser cannot skip a part (no content-visibility)', () => {
    runLayoutScript({ contentVisibility: false });
    expect(later()).toBe(false);
  });
});
