// @vitest-environment jsdom
import { language, setLanguage, setTheme, theme } from '@site/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from './Header';

describe('Header', () => {
  beforeEach(() => {
    setLanguage('ar');
    setTheme('light');
    window.history.replaceState(null, '', '/');
  });
  afterEach(cleanup);

  it('has the 8 links of the spec, in order, and marks the current one', () => {
    window.history.replaceState(null, '', '/services/3');
    render(<Header />);
    const nav = screen.getAllByRole('navigation', { name: 'القائمة الرئيسية' })[0]!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => new URL(link.getAttribute('href')!, 'http://x').pathname)).toEqual([
      '/',
      '/services',
      '/about',
      '/projects',
      '/portfolio',
      '/clients',
      '/blog',
      '/contact',
    ]);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['خدماتنا']);
  });

  it('carries ?lang= on the home, services, about and portfolio links only', () => {
    setLanguage('en');
    render(<Header />);
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    const hrefs = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/?lang=en', '/services?lang=en', '/about?lang=en', '/projects', '/portfolio?lang=en', '/clients', '/blog', '/contact']);
  });

  it('switches the language and the theme through the shared signals', () => {
    render(<Header />);
    fireEvent.click(screen.getByTestId('language-switcher'));
    expect(language.value).toBe('en');
    expect(screen.getByTestId('language-switcher').textContent).toContain('العربية');
    fireEvent.click(screen.getByTestId('theme-toggle'));
    expect(theme.value).toBe('dark');
    expect(screen.getByTestId('theme-toggle').getAttribute('aria-label')).toBe('Switch to light theme');
  });

  it('opens the start-project chat in a new tab', () => {
    render(<Header />);
    const start = screen.getByTestId('start-project');
    expect(start.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(start.getAttribute('target')).toBe('_blank');
    expect(start.getAttribute('rel')).toContain('noopener');
  });

  it('turns opaque only past 50 px of scroll', () => {
    render(<Header />);
    const header = screen.getByTestId('site-header');
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset['scrolled']).toBe('false');
    Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset['scrolled']).toBe('true');
  });
});
