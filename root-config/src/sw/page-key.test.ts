import { describe, expect, it } from 'vitest';
import { describeCase, languageCases } from '@site/shared/testing/language-cases';
import { parseStoredPageKey, storedPageKey, visitorLanguage } from './page-key';

describe('the language of an offline navigation: the language rule over the URL, the cookie and the preferences', () => {
  it.each(languageCases.map((sources) => [describeCase(sources), sources] as const))('%s', (_name, { asked, chosen, preferred, expected }) => {
    const url = new URL(`https://site.test/services${asked ? `?lang=${asked}` : ''}`);
    expect(visitorLanguage(url, chosen ?? null, preferred ?? [])).toBe(expected);
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
