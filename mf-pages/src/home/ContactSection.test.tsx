// @vitest-environment jsdom
import { contentIcons } from '@site/shared/ui';
import { setRemoteLoader } from '@site/shared/blocks';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../testing/api';
import { contactReply, json } from '../testing/page-fixtures';
import ContactSection from './ContactSection';

beforeAll(() => contentIcons());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Rendered inside `act`, so the block's loads (its module, its gate) settle within it. */
async function show() {
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <ContactSection />
      </Suspense>,
    );
  });
}

describe('home: the contact section', () => {
  it("shows the contact data, a chat link with the loaded phone, and mf-forms' contact form", async () => {
    serveApi({ '/v1/pages/contact': () => json(contactReply()) });
    const loader = vi.fn(async () => ({ default: () => <form aria-label="contact form" /> }));
    setRemoteLoader(loader);
    await show();
    expect(await screen.findByRole('form', { name: 'contact form' })).toBeTruthy();
    expect(loader).toHaveBeenCalledWith('mf_forms/contact-form');
    expect(screen.getByTestId('home-contact-phone').textContent).toBe('+966 55 123 4567');
    expect(screen.getByTestId('home-contact-email').textContent).toBe('hello@nasaq.example');
    expect(screen.getByTestId('home-contact-address').textContent).toBe('Beni Suef, Egypt');
    expect(screen.getByTestId('working-hours').textContent).toBe('Sunday–Thursday: 8:00–18:00Friday–Saturday: 10:00–16:00');
    expect(screen.getByTestId('home-contact-chat').getAttribute('href')).toBe('https://wa.me/966551234567');
  });

  it('when mf-forms is down, offers the chat link and the contact data in place of the form', async () => {
    serveApi({ '/v1/pages/contact': () => json(contactReply({ phone: '+20 (100) 555-0000' })) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setRemoteLoader(async () => {
      throw new Error('mf_forms is down');
    });
    await show();
    const fallback = await screen.findByTestId('contact-form-fallback');
    expect(within(fallback).getByTestId('contact-fallback-chat').getAttribute('href')).toBe('https://wa.me/201005550000');
    const links = within(fallback)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['https://wa.me/201005550000', 'tel:+201005550000', 'mailto:hello@nasaq.example']);
  });
});
