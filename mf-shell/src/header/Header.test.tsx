// @vitest-environment jsdom
import { language, setLanguage, setTheme, theme } from '@site/shared/state';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Header } from './Header';

describe('Header', () => {
  beforeEach(() => {
    setLanguage('ar');
    setTheme('light');
    window.history.replaceState(null, '', '/');
  });
  afterEach(cleanup);

  it('has its 8 links, in order, and marks the current one', () => {
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
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/?lang=en', '/services?lang=en', '/about?lang=en', '/projects', '/portfolio?lang=en', '/clients', '/blog', '/contact']);
  });

  it('switches the language (once its texts are loaded) and the theme through the shared signals', async () => {
    render(<Header />);
    fireEvent.click(screen.getByTestId('language-switcher'));
    await waitFor(() => expect(language.value).toBe('en'));
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

  it('hides its navigation on a portfolio detail page until the scroll passes 50 px', () => {
    window.history.replaceState(null, '', '/portfolio/brand-refresh');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    render(<Header />);
    const header = screen.getByTestId('site-header');
    expect(header.dataset['navHidden']).toBe('true');
    expect(screen.getByTestId('desktop-nav').className).toContain('invisible');
    Object.defineProperty(window, 'scrollY', { value: 80, configurable: true });
    fireEvent.scroll(window);
    expect(header.dataset['navHidden']).toBe('false');
    expect(screen.getByTestId('desktop-nav').className).not.toContain('invisible');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('keeps its navigation on the portfolio list', () => {
    window.history.replaceState(null, '', '/portfolio');
    render(<Header />);
    expect(screen.getByTestId('site-header').dataset['navHidden']).toBe('false');
  });
});

describe('MobileMenu', () => {
  beforeEach(() => {
    setLanguage('en');
    window.history.replaceState(null, '', '/');
  });
  afterEach(cleanup);

  const toggle = () => screen.getByTestId('menu-toggle');
  const menu = () => screen.getByTestId('mobile-menu');

  it('opens with aria-expanded, moves focus into the menu, and closes on Escape with focus back on the toggle', () => {
    render(<Header />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(menu().hidden).toBe(true);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Close menu');
    expect(menu().hidden).toBe(false);
    expect(menu().contains(document.activeElement)).toBe(true);
    expect(screen.getByTestId('site-header').className).toContain('bg-[var(--header-glass)]');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a link click (navigating) and on a click outside', () => {
    render(<Header />);
    fireEvent.click(toggle());
    fireEvent.click(within(menu()).getByRole('link', { name: 'Blog' }));
    expect(menu().hidden).toBe(true);
    expect(window.location.pathname).toBe('/blog');
    expect(document.activeElement).toBe(toggle());

    fireEvent.click(toggle());
    fireEvent.pointerDown(document.body);
    expect(menu().hidden).toBe(true);
  });
});
