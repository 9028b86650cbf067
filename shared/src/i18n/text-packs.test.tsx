// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The unit setup loads every pack; these tests import fresh instances of the texts and
 * language modules, so they start as a page starts: nothing loaded.
 */
async function freshModules() {
  vi.resetModules();
  const dictionaries = await import('./dictionaries');
  const switching = await import('./switch-language');
  const state = await import('../state/language');
  const hooks = await import('../react/use-t');
  return { ...dictionaries, ...switching, ...state, ...hooks };
}

/**
 * Lets React show what a resolved suspension revealed: it holds a fallback at least 300 ms
 * (its throttle), and under `act` its queued work runs when the act scope ends.
 */
function settleSuspense(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 400)));
}

beforeEach(() => sessionStorage.clear());
afterEach(() => cleanup());

describe('text packs', () => {
  it('loads the core pack alone; the screens pack only when asked', async () => {
    const m = await freshModules();
    expect(m.textPacksInUse()).toEqual(['core']);
    const core = await m.loadTexts('en');
    expect(core.nav.home).toBe('Home');
    expect(m.textsIfLoaded('en', 'screens')).toBeUndefined();
    expect('portfolio' in core).toBe(false);
    const screens = await m.loadTexts('en', 'screens');
    expect(screens.portfolio).toBeDefined();
    expect(m.textsIfLoaded('en', 'screens')).toBe(screens);
    expect(m.textPacksInUse()).toEqual(['core', 'screens']);
  });

  it('a language switch loads the screens pack of the new language only once a screen uses it', async () => {
    const m = await freshModules();
    await m.loadTexts('ar');
    m.setLanguage('ar');
    await expect(m.switchLanguage('en')).resolves.toBe(true);
    expect(m.textsIfLoaded('en')).toBeDefined();
    expect(m.textsIfLoaded('en', 'screens')).toBeUndefined();

    await m.loadTexts('en', 'screens');
    await expect(m.switchLanguage('ar')).resolves.toBe(true);
    expect(m.textsIfLoaded('ar', 'screens')?.portfolio).toBeDefined();
  });

  it('keeps the language when a pack in use cannot be loaded, and tries again next time', async () => {
    vi.doMock('./en-screens', () => {
      throw new Error('chunk failed');
    });
    const m = await freshModules();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await m.loadTexts('ar');
    await m.loadTexts('ar', 'screens');
    m.setLanguage('ar');
    await expect(m.switchLanguage('en')).resolves.toBe(false);
    expect(m.language.value).toBe('ar');
    vi.doUnmock('./en-screens');
    vi.restoreAllMocks();
    await expect(m.switchLanguage('en')).resolves.toBe(true);
    expect(m.textsIfLoaded('en', 'screens')?.portfolio).toBeDefined();
  });

  it('the last switch asked for wins: two quick toggles end where they started', async () => {
    const m = await freshModules();
    await m.loadTexts('ar');
    m.setLanguage('ar');
    const first = m.toggleLanguage(); // to English, whose texts are not loaded yet
    const second = m.toggleLanguage(); // back to Arabic, while the English texts still load
    await expect(second).resolves.toBe(true);
    await expect(first).resolves.toBe(false);
    expect(m.language.value).toBe('ar');
    // A switch that is not superseded still goes through.
    await expect(m.toggleLanguage()).resolves.toBe(true);
    expect(m.language.value).toBe('en');
  });

  it('useScreenTexts suspends until the pack is loaded, then renders in the current language', async () => {
    const m = await freshModules();
    await m.loadTexts('ar');
    m.setLanguage('ar');
    function Probe() {
      const t = m.useScreenTexts();
      return <p data-testid="title">{t.lightbox.close}</p>;
    }
    expect(m.textsIfLoaded('ar', 'screens')).toBeUndefined();
    await act(async () => {
      render(
        <Suspense fallback={<p data-testid="fallback">…</p>}>
          <Probe />
        </Suspense>,
      );
    });
    await settleSuspense();
    // The hook loaded the pack (nothing else asked for it) and rendered once it was there.
    expect(m.textsIfLoaded('ar', 'screens')).toBeDefined();
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(screen.getByTestId('title').textContent).toBe('إغلاق');
    await act(() => m.switchLanguage('en'));
    expect(screen.getByTestId('title').textContent).toBe('Close');
  });
});
