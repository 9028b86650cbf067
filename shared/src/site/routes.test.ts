import { describe, expect, it } from 'vitest';
import { ownerOf, withLang } from './routes';

describe('ownerOf', () => {
  it.each([
    ['/', 'mf-pages'],
    ['/about', 'mf-pages'],
    ['/services/4', 'mf-pages'],
    ['/portfolio', 'mf-portfolio'],
    ['/portfolio/', 'mf-portfolio'],
    ['/portfolio/ramadan-campaign', 'mf-portfolio'],
    ['/portfolio/a/b', 'mf-pages'],
    ['/portfolios', 'mf-pages'],
    ['/consultation', 'mf-forms'],
    ['/consultation/extra', 'mf-pages'],
    ['/no-such-page', 'mf-pages'],
  ])('%s belongs to %s', (path, app) => {
    expect(ownerOf(path)).toBe(app);
  });
});

describe('withLang', () => {
  it('adds or replaces lang and keeps other parameters', () => {
    expect(withLang('/about', 'en')).toBe('/about?lang=en');
    expect(withLang('/services?x=1&lang=ar', 'en')).toBe('/services?x=1&lang=en');
  });
});
