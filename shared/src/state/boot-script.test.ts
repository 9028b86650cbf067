// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from './boot-script';
import { describeCase, languageCases } from '@site/shared/testing/language-cases';

/** Runs the inline pre-paint script as the browser would. */
function runBootScript(): void {
  // Runs the inline script as the page would: its source is ours, built into index.html.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(bootScript)();
}

describe('boot script', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('data-ssr-lang');
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it.each(languageCases.map((sources) => [describeCase(sources), sources] as const))(
    'follows the language rule, as initLanguage does: %s',
    (_name, { asked, chosen, preferred, expected }) => {
      window.history.replaceState(null, '', asked ? `/?lang=${asked}` : '/');
      if (chosen) sessionStorage.setItem('language', chosen);
      vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue([...(preferred ?? [])]);
      vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('');
      runBootScript();
      expect(document.documentElement.lang).toBe(expected);
      expect(document.documentElement.dir).toBe(expected === 'ar' ? 'rtl' : 'ltr');
    },
  );

  it("keeps the language of the server's HTML above every other source", () => {
    document.documentElement.setAttribute('data-ssr-lang', 'en');
    window.history.replaceState(null, '', '/?lang=ar');
    sessionStorage.setItem('language', 'ar');
    runBootScript();
    expect(document.documentElement.lang).toBe('en');
    document.documentElement.setAttribute('data-ssr-lang', 'xx');
    runBootScript();
    expect(document.documentElement.lang).toBe('ar');
  });

  it('applies the stored theme, light otherwise', () => {
    localStorage.setItem('theme', 'dark');
    runBootScript();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    document.documentElement.className = '';
    localStorage.setItem('theme', 'bogus');
    runBootScript();
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it('never throws, even when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(runBootScript).not.toThrow();
    expect(document.documentElement.lang).toMatch(/^(ar|en)$/);
  });
});
