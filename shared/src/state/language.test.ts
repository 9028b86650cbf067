// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeCase, languageCases } from '@site/shared/testing/language-cases';
import { direction, initLanguage, language, setLanguage } from './language';

describe('the language rule in the browser (the server runs the same table: api/src/site/pages.db.test.ts)', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it.each(languageCases.map((sources) => [describeCase(sources), sources] as const))('%s', (_name, { asked, chosen, preferred, expected }) => {
    window.history.replaceState(null, '', asked ? `/about?lang=${asked}` : '/about');
    if (chosen) sessionStorage.setItem('language', chosen);
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue([...(preferred ?? [])]);
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('');
    expect(initLanguage(window)).toBe(expected);
  });
});

describe('language signal', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('derives the direction and saves every change in the session', () => {
    setLanguage('en');
    expect(direction.value).toBe('ltr');
    expect(sessionStorage.getItem('language')).toBe('en');
    setLanguage('ar');
    expect(language.value).toBe('ar');
    expect(direction.value).toBe('rtl');
    expect(sessionStorage.getItem('language')).toBe('ar');
  });

  it('initLanguage stores the detected language for the session', () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(initLanguage(window)).toBe('en');
    expect(sessionStorage.getItem('language')).toBe('en');
  });

  it("initLanguage takes the server-rendered page's language", () => {
    document.documentElement.setAttribute('data-ssr-lang', 'en');
    window.history.replaceState(null, '', '/about?lang=ar');
    try {
      expect(initLanguage(window)).toBe('en');
      expect(sessionStorage.getItem('language')).toBe('en');
    } finally {
      document.documentElement.removeAttribute('data-ssr-lang');
    }
  });

  it('initLanguage obeys ?lang=', () => {
    window.history.replaceState(null, '', '/about?lang=ar');
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US']);
    expect(initLanguage(window)).toBe('ar');
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => setLanguage('en')).not.toThrow();
    expect(language.value).toBe('en');
  });
});
