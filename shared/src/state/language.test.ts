// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { direction, initLanguage, language, languageFromPreferences, resolveInitialLanguage, setLanguage } from './language';

describe('languageFromPreferences', () => {
  it.each([
    [['ar-EG', 'en-US'], 'ar'],
    [['en-GB', 'ar'], 'ar'],
    [['en-US'], 'en'],
    [['fr-FR', 'EN'], 'en'],
    [['fr-FR', 'de'], 'ar'],
    [[], 'ar'],
  ] as const)('%j gives %s', (preferred, expected) => {
    expect(languageFromPreferences(preferred)).toBe(expected);
  });
});

describe('resolveInitialLanguage', () => {
  it('keeps the language the server rendered the page in above every other source', () => {
    expect(resolveInitialLanguage({ server: 'en', query: 'ar', stored: 'ar', preferred: ['ar'] })).toBe('en');
    expect(resolveInitialLanguage({ server: 'fr', query: 'ar', stored: 'en', preferred: ['en'] })).toBe('ar');
  });
  it('prefers ?lang= over the session and the browser', () => {
    expect(resolveInitialLanguage({ query: 'en', stored: 'ar', preferred: ['ar'] })).toBe('en');
  });
  it('uses the session value when there is no valid ?lang=', () => {
    expect(resolveInitialLanguage({ query: 'xx', stored: 'en', preferred: ['ar'] })).toBe('en');
  });
  it('ignores an invalid stored value and falls back to the browser', () => {
    expect(resolveInitialLanguage({ query: null, stored: 'fr', preferred: ['en-US'] })).toBe('en');
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
