import { describe, expect, it } from 'vitest';
import { isCurrent, isPortfolioDetail } from './links';

describe('isCurrent', () => {
  it('marks home only on the home path', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/about')).toBe(false);
  });
  it('marks a section on its pages below it but not on lookalikes', () => {
    expect(isCurrent('/blog', '/blog/my-post')).toBe(true);
    expect(isCurrent('/blog', '/blogger')).toBe(false);
  });
});

describe('isPortfolioDetail', () => {
  it('is a portfolio project page, not the list or deeper paths', () => {
    expect(isPortfolioDetail('/portfolio/brand-refresh')).toBe(true);
    expect(isPortfolioDetail('/portfolio/brand-refresh/')).toBe(true);
    expect(isPortfolioDetail('/portfolio')).toBe(false);
    expect(isPortfolioDetail('/portfolio/')).toBe(false);
    expect(isPortfolioDetail('/portfolios/x')).toBe(false);
  });
});
