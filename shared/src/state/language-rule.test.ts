import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './language-rule';

describe('acceptedLanguages', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['en-US,en;q=0.9', ['en-US', 'en']],
    ['ar-EG, en;q=0.5', ['ar-EG', 'en']],
    ['en;q=0, ar;q=0.1', ['ar']],
    ['fr;q=0.0, de ;q=1', ['de']],
    [' , en-GB ', ['en-GB']],
  ] as const)('%s → %j', (header, expected) => {
    expect(acceptedLanguages(header)).toEqual(expected);
  });
});
