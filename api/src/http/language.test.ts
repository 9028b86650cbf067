import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './language';

describe('languageFromHeader', () => {
  it.each([
    [undefined, 'ar'],
    ['', 'ar'],
    ['en-US,en;q=0.9', 'en'],
    ['ar-EG,en;q=0.5', 'ar'],
    ['en;q=0.4, ar;q=0.8', 'ar'],
    ['fr-FR, de', 'ar'],
    ['fr, en-GB;q=0.7', 'en'],
    ['en;q=0, ar;q=0.1', 'ar'],
  ])('%s → %s', (header, expected) => {
    expect(languageFromHeader(header)).toBe(expected);
  });
});
