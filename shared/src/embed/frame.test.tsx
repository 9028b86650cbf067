// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getApiBase, setApiBase } from '@site/shared/api';
import { useLanguage, useTheme } from '@site/shared/react';
import { language } from '@site/shared/state';
import { mountWidget, ReadyWhenShown } from './frame';
import { useWidgetEvents } from './events-context';
import type { WidgetHandle } from '@site/shared/contract';

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
});

const attributes = { lang: 'en', theme: 'dark', limit: 6, service: null } as const;

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

async function mount(Widget: () => React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const events = { ready: vi.fn(), submitted: vi.fn() };
  let handle: WidgetHandle | undefined;
  await act(async () => {
    handle = mountWidget(root, ':root{--bg:#fff}', Widget, { attributes, events, siteOrigin: 'https://nasaq.example' });
  });
  return { root, events, handle: handle! };
}

describe('mountWidget', () => {
  it('renders in the shadow root with its own language, direction and theme, and the API at the site, touching nothing of the page', async () => {
    const before = { lang: document.documentElement.lang, className: document.documentElement.className };
    const { root, events, handle } = await mount(Hello);
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

  it('keeps an exception inside the widget: a short bilingual note with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root } = await mount(Broken);
    const note = root.querySelector('[data-testid="widget-crashed"]')!;
    expect(note.getAttribute('role')).toBe('alert');
    expect(note.querySelector('[lang="ar"]')?.textContent).toBeTruthy();
    expect(note.querySelector('[lang="en"]')?.textContent).toContain('Something went wrong');
  });
});
