import { describe, expect, it } from 'vitest';
import { parseStoredPageKey, storedPageKey, visitorLanguage } from './page-key';

describe('the language of an offline navigation', () => {
  it("is the URL's ?lang= first, whatever the cookie says", () => {
    expect(visitorLanguage(new URL('https://site.test/services?lang=en'), 'ar')).toBe('en');
    expect(visitorLanguage(new URL('https://site.test/services?lang=ar'), 'en')).toBe('ar');
  });

  it('is the language cookie when the URL names none (or an unknown one)', () => {
    expect(visitorLanguage(new URL('https://site.test/services'), 'en')).toBe('en');
    expect(visitorLanguage(new URL('https://site.test/services?lang=fr'), 'en')).toBe('en');
  });

  it('is Arabic when neither says', () => {
    expect(visitorLanguage(new URL('https://site.test/'), null)).toBe('ar');
    expect(visitorLanguage(new URL('https://site.test/?lang=xx'), 'de')).toBe('ar');
  });
});

describe('the key of a stored page', () => {
  it('is origin, path and ?lang=, without the other query parameters or a trailing slash', () => {
    expect(storedPageKey(new URL('https://site.test/projects/alpha?lang=en&utm=x'), 'en')).toBe('https://site.test/projects/alpha?lang=en');
    expect(storedPageKey(new URL('https://site.test/services/'), 'ar')).toBe('https://site.test/services?lang=ar');
    expect(storedPageKey(new URL('https://site.test/'), 'en')).toBe('https://site.test/?lang=en');
  });

  it('reads back into path and language, and refuses other shapes', () => {
    expect(parseStoredPageKey('https://site.test/blog/hello?lang=ar')).toEqual({ path: '/blog/hello', lang: 'ar' });
    expect(parseStoredPageKey('https://site.test/blog')).toBeNull();
    expect(parseStoredPageKey('not a url')).toBeNull();
  });
});
