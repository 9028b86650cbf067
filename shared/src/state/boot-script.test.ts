// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from './boot-script';
import { resolveInitialLanguage } from './language';

/** Runs the inline pre-paint script as the browser would. */
function runBootScript(): void {
  // Runs the inline script as the page would: its source is ours, built into index.html.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(bootScript)();
}

const cases = [
  { server: 'en', query: 'ar', stored: 'ar', preferred: ['ar'] },
  { server: 'ar', query: null, stored: 'en', preferred: ['en-US'] },
  { server: 'xx', query: null, stored: 'en', preferred: ['ar'] },
  { query: null, stored: null, preferred: ['en-US'] },
  { query: null, stored: null, preferred: ['fr', 'ar-SA'] },
  { query: null, stored: null, preferred: ['de'] },
  { query: 'en', stored: 'ar', preferred: ['ar'] },
  { query: 'zz', stored: 'en', preferred: ['ar'] },
  { query: null, stored: 'ar', preferred: ['en'] },
] as const;

describe('boot script', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    document.documentElement.className = '';
    document.documentElement.removeAttribute('data-ssr-lang');
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it.each(cases)('agrees with resolveInitialLanguage for %j', (sources) => {
    window.history.replaceState(null, '', sources.query ? `/?lang=${sources.query}` : '/');
    if ('server' in sources) document.documentElement.setAttribute('data-ssr-lang', sources.server);
    if (sources.stored) sessionStorage.setItem('language', sources.stored);
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue([...sources.preferred]);
    runBootScript();
    const expected = resolveInitialLanguage({ ...sources, preferred: [...sources.preferred] });
    expect(document.documentElement.lang).toBe(expected);
    expect(document.documentElement.dir).toBe(expected === 'ar' ? 'rtl' : 'ltr');
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
