// @vitest-environment jsdom
import { setLanguage } from '@site/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  afterEach(cleanup);

  it('has the 11 links of the spec and the current year', () => {
    setLanguage('en');
    render(<Footer />);
    const footer = screen.getByTestId('site-footer');
    const paths = within(footer)
      .getAllByRole('link')
      .map((link) => new URL(link.getAttribute('href')!, 'http://x').pathname);
    expect(paths).toEqual([
      '/',
      '/services',
      '/about',
      '/projects',
      '/portfolio',
      '/clients',
      '/blog',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/sitemap',
    ]);
    expect(screen.getByTestId('footer-year').textContent).toContain(String(new Date().getFullYear()));
  });
});
