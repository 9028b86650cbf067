// @vitest-environment jsdom
import { setRemoteLoader } from '@site/shared/blocks';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

describe('Footer', () => {
  beforeEach(() => {
    // The newsletter block finds no federation host in jsdom: it must leave itself out quietly.
    // A fresh table of remote modules each test, whatever a file before this one loaded.
    setRemoteLoader(() => Promise.reject(new Error('no federation host in jsdom')));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('has its 11 links and the current year', () => {
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

  it('shows no contact block until the contact data is loaded, then its lines', async () => {
    setLanguage('ar');
    // The newsletter block suspends while it finds out mf-forms is not there: updates wait for `act`.
    const { rerender } = await act(async () => render(<Footer />));
    expect(screen.queryByTestId('footer-contact')).toBeNull();
    await act(async () =>
      rerender(<Footer contact={{ phone: '+20 100 123 4567', email: 'hello@nasaq.example', address: 'بني سويف، مصر', workingHours: null }} />),
    );
    const block = screen.getByTestId('footer-contact');
    expect(within(block).getByRole('heading').textContent).toBe('تواصل معنا');
    expect(screen.getByTestId('footer-phone').querySelector('bdi')?.textContent).toBe('+20 100 123 4567');
    expect(screen.getByTestId('footer-email').textContent).toBe('hello@nasaq.example');
    expect(screen.getByTestId('footer-address').textContent).toBe('بني سويف، مصر');
    expect(screen.queryByTestId('footer-hours')).toBeNull();
    // Still the 11 links: the contact data is text.
    expect(within(screen.getByTestId('site-footer')).getAllByRole('link')).toHaveLength(11);
  });

  it('leaves the newsletter slot empty (no fake form) when mf-forms cannot provide it', async () => {
    setLanguage('en');
    await act(async () => render(<Footer />));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    // The block's holder stays, with nothing in it.
    expect(document.querySelector('[data-block="mf_forms/newsletter"]')?.textContent).toBe('');
  });
});
