import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-key';

describe('scrollKey', () => {
  it('changes with the path and the query string', () => {
    expect(scrollKey('/blog', '')).not.toBe(scrollKey('/about', ''));
    expect(scrollKey('/projects', 'page=1')).not.toBe(scrollKey('/projects', 'page=2'));
  });
  it('ignores the lang parameter (a language switch rewrites it in place) and parameter order', () => {
    expect(scrollKey('/services', 'lang=ar')).toBe(scrollKey('/services', 'lang=en'));
    expect(scrollKey('/services', '?a=1&b=2')).toBe(scrollKey('/services', 'b=2&a=1'));
  });
});
