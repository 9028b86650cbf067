// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApiBase, setApiBase } from '@site/shared/request';
import { useLanguage, useTheme } from '@site/shared/react';
import { language } from '@site/shared/state';
import { mountWidget, ReadyWhenShown, type WidgetProps } from './frame';
import { useWidgetEvents } from './events-context';
import type { WidgetHandle } from '@site/shared/contract';

// The accent's check, a chunk of its own: its own tests are readable-accent.test.ts; here, when the frame runs it.
const readableAccent = vi.hoisted(() => vi.fn());
vi.mock('./readable-accent', () => ({ readableAccent }));

// jsdom has constructable stylesheets but no adopted ones: a plain list stands in (browsers are tested in e2e/).
if (!('adoptedStyleSheets' in ShadowRoot.prototype)) {
  const sheets = new WeakMap<ShadowRoot, CSSStyleSheet[]>();
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    configurable: true,
    get(this: ShadowRoot) {
      return sheets.get(this) ?? [];
    },
    set(this: ShadowRoot, value: CSSStyleSheet[]) {
      sheets.set(this, value);
    },
  });
}

// jsdom has no media queries: the visitor asks for a light scheme (theme auto is tested in the browser).
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
}

afterEach(() => {
  setApiBase('/api');
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const attributes = { lang: 'en', theme: 'dark', limit: 6, service: null, prefill: {}, source: null } as const;

function Hello() {
  const events = useWidgetEvents();
  return (
    <p data-lang={useLanguage()} data-theme={useTheme()}>
      hello
      <ReadyWhenShown events={events} />
    </p>
  );
}

function Broken(): never {
  throw new Error('widget bug');
}

/** The widget's stylesheet, as the site serves it. */
const CSS_URL = 'https://nasaq.example/mf-portfolio/widget/widget.0a1b2c3d4e.css';

/** The element's width the loader measured. */
const WIDTH = 412;

/** What every mount is given besides its attributes, events and started requests. */
const BASE = { siteOrigin: 'https://nasaq.example', width: WIDTH, utm: { utm_campaign: 'spring' }, signal: new AbortController().signal };

async function mount(
  Widget: (props: WidgetProps) => React.ReactNode,
  { prepare = vi.fn(), css = CSS_URL, started = new Map<string, Promise<Response>>() } = {},
) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return new Response(':root{--bg:#fff}');
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const events = { ready: vi.fn(), submitted: vi.fn(), openDesign: vi.fn() };
  let handle: WidgetHandle | undefined;
  await act(async () => {
    handle = await mountWidget(root, { css, Widget, prepare }, { ...BASE, attributes, events, started });
  });
  return { root, events, handle: handle!, fetched };
}

describe('mountWidget', () => {
  it('renders in the shadow root with its own language, direction and theme, and the API at the site, touching nothing of the page', async () => {
    const before = { lang: document.documentElement.lang, className: document.documentElement.className };
    const prepare = vi.fn();
    // A stylesheet no other test loads: a page keeps each one it loaded (stylesheet.ts).
    const css = `${CSS_URL}?first`;
    const { root, events, handle, fetched } = await mount(Hello, { prepare, css });
    // What the first screen needs was started with the attributes and width it was mounted with; the stylesheet came from the site.
    expect(prepare).toHaveBeenCalledWith(attributes, WIDTH);
    expect(fetched).toEqual([css]);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    const frame = root.querySelector('.nasaq-widget')!;
    expect([frame.getAttribute('lang'), frame.getAttribute('dir'), frame.getAttribute('data-theme')]).toEqual(['en', 'ltr', 'dark']);
    expect(root.querySelector('p')?.dataset).toMatchObject({ lang: 'en', theme: 'dark' });
    expect(events.ready).toHaveBeenCalledTimes(1);
    expect(getApiBase()).toBe('https://nasaq.example/api');
    // The page's signals and <html> are as they were.
    expect(language.peek()).toBe('ar');
    expect({ lang: document.documentElement.lang, className: document.documentElement.className }).toEqual({ lang: before.lang, className: before.className });

    await act(async () => handle.update({ ...attributes, lang: 'ar', theme: 'light' }));
    expect([frame.getAttribute('lang'), frame.getAttribute('dir'), frame.getAttribute('data-theme')]).toEqual(['ar', 'rtl', 'light']);
    await act(async () => handle.unmount());
    expect(root.querySelector('.nasaq-widget')).toBeNull();
  });

  it('rejects when its stylesheet cannot be loaded, rendering nothing (the loader shows its note)', async () => {
    vi.stubGlobal('fetch', async () => new Response('missing', { status: 404 }));
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const options = { ...BASE, attributes, events: { ready: vi.fn(), submitted: vi.fn(), openDesign: vi.fn() }, started: new Map() };
    await expect(mountWidget(root, { css: `${CSS_URL}?missing`, Widget: Hello }, options)).rejects.toThrow('HTTP 404');
    expect(root.childElementCount).toBe(0);
  });

  it('takes over the stylesheet the loader started instead of fetching it again, and gives the widget its width', async () => {
    const css = `${CSS_URL}?started`;
    const seen: number[] = [];
    const Sized = ({ width }: WidgetProps) => {
      seen.push(width);
      return <Hello />;
    };
    const { root, fetched } = await mount(Sized, { css, started: new Map([[css, Promise.resolve(new Response(':host{--bg:#000}'))]]) });
    expect(fetched).toEqual([]);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(new Set(seen)).toEqual(new Set([WIDTH]));
  });

  it('renders a widget far below the screen only when it comes within a screen of it', async () => {
    vi.stubGlobal('fetch', async () => new Response(':root{--bg:#fff}'));
    const watched: { target: Element; margin: string | undefined; report: (near: boolean) => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
          private readonly options?: { rootMargin?: string },
        ) {}
        observe(target: Element) {
          watched.push({ target, margin: this.options?.rootMargin, report: (near) => this.callback([{ isIntersecting: near }]) });
        }
        disconnect() {}
      },
    );
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const events = { ready: vi.fn(), submitted: vi.fn(), openDesign: vi.fn() };
    const options = { ...BASE, attributes, events, started: new Map() };
    const mounting = mountWidget(root, { css: `${CSS_URL}?far`, Widget: Hello }, options);
    await vi.waitFor(() => expect(watched).toHaveLength(1));
    expect([watched[0]!.target, watched[0]!.margin]).toEqual([host, '100%']);
    watched[0]!.report(false);
    await Promise.resolve();
    expect([root.querySelector('.nasaq-widget'), events.ready.mock.calls.length]).toEqual([null, 0]);
    let handle: WidgetHandle | undefined;
    await act(async () => {
      watched[0]!.report(true);
      handle = await mounting;
    });
    expect(root.querySelector('p')?.textContent).toBe('hello');
    expect(events.ready).toHaveBeenCalledTimes(1);
    await act(async () => handle!.unmount());
  });

  it("gives the widget the page's UTM fields and each prefill() call as a call of its own, even with the same values", async () => {
    const calls: unknown[] = [];
    const seen: unknown[] = [];
    const Recorder = ({ utm, prefillCall }: WidgetProps) => {
      seen.push(utm);
      if (prefillCall && !calls.includes(prefillCall)) calls.push(prefillCall);
      return <Hello />;
    };
    const { handle } = await mount(Recorder);
    await act(async () => handle.prefill({ email: 'sara@example.com' }));
    await act(async () => handle.prefill({ email: 'sara@example.com' }));
    expect(calls).toEqual([{ values: { email: 'sara@example.com' } }, { values: { email: 'sara@example.com' } }]);
    expect(seen.every((utm) => JSON.stringify(utm) === JSON.stringify({ utm_campaign: 'spring' }))).toBe(true);
    await act(async () => handle.unmount());
  });

  it('leaves nothing observing an element removed before it came near the screen, and renders nothing there', async () => {
    vi.stubGlobal('fetch', async () => new Response(':root{--bg:#fff}'));
    let observing = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {
          observing += 1;
        }
        disconnect() {
          observing -= 1;
        }
      },
    );
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const removed = new AbortController();
    const mounting = mountWidget(
      root,
      { css: `${CSS_URL}?removed`, Widget: Hello },
      { ...BASE, attributes, events: { ready: vi.fn(), submitted: vi.fn(), openDesign: vi.fn() }, started: new Map(), signal: removed.signal },
    );
    await vi.waitFor(() => expect(observing).toBe(1));
    removed.abort();
    await expect(mounting).rejects.toThrow();
    expect(observing).toBe(0);
    expect(root.querySelector('.nasaq-widget')).toBeNull();
  });

  it("settles once ready and the browser idle: the widget learns it then, and only then is the partner's accent checked", async () => {
    readableAccent.mockClear();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const computed = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element) =>
      element instanceof HTMLElement && element.classList.contains('nasaq-widget')
        ? ({ getPropertyValue: (name: string) => (name === '--nasaq-accent' ? ' #e11d48' : '') } as CSSStyleDeclaration)
        : computed(element),
    );
    const seen: (boolean | undefined)[] = [];
    const Recorder = ({ settled }: WidgetProps) => {
      seen.push(settled);
      return <Hello />;
    };
    const { root, events, handle } = await mount(Recorder);
    expect(events.ready).toHaveBeenCalledTimes(1);
    expect([new Set(seen), readableAccent.mock.calls.length, idle.length]).toEqual([new Set([false]), 0, 1]);
    await act(async () => idle.shift()!());
    expect(seen.at(-1)).toBe(true);
    await vi.waitFor(() => expect(readableAccent).toHaveBeenCalledTimes(1));
    expect(readableAccent.mock.calls[0]![0]).toBe(root.querySelector('.nasaq-widget'));
    // From then on every commit checks it again (a theme or an accent may have changed).
    await act(async () => handle.update({ ...attributes, theme: 'light' }));
    await vi.waitFor(() => expect(readableAccent).toHaveBeenCalledTimes(2));
    await act(async () => handle.unmount());
  });

  it('keeps an exception inside the widget: a short bilingual note with a retry (loaded then)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root } = await mount(Broken);
    // The note is a chunk of its own, loaded when a widget first throws.
    const note = await vi.waitFor(() => {
      const shown = root.querySelector('[data-testid="widget-crashed"]');
      if (!shown) throw new Error('the note is not there yet');
      return shown;
    });
    expect(note.getAttribute('role')).toBe('alert');
    expect(note.querySelector('[lang="ar"]')?.textContent).toBeTruthy();
    expect(note.querySelector('[lang="en"]')?.textContent).toContain('Something went wrong');
  });
});
