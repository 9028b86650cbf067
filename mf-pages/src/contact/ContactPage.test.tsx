// @vitest-environment jsdom
import { FALLBACK_PHONE, phoneDigits } from '@site/shared/site';
import { setRemoteLoader } from '@site/shared/blocks';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveApi } from '../testing/api';
import { contactReply, json } from '../testing/page-fixtures';
import { loadScreenChunks, renderScreen } from '../testing/render';
import ContactPage from './ContactPage';

beforeAll(loadScreenChunks);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/contact', () => {
  it('shows the tools strip, the form, the contact data with the fixed working hours, the quick chat and the three branches', async () => {
    serveApi({ '/v1/pages/contact': () => json(contactReply()) });
    setRemoteLoader(async () => ({ default: () => <form aria-label="contact form" /> }));
    await renderScreen(<ContactPage />);
    expect(await screen.findByRole('form', { name: 'contact form' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact us');
    expect(
      within(screen.getByTestId('marketing-tools'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Analytics', 'Ads', 'SEO tools', 'Social media']);
    expect(within(screen.getByTestId('contact-phone')).getByRole('link').getAttribute('href')).toBe('tel:+966551234567');
    expect(within(screen.getByTestId('contact-email')).getByRole('link').getAttribute('href')).toBe('mailto:hello@nasaq.example');
    expect(screen.getByTestId('contact-address').textContent).toContain('Beni Suef, Egypt');
    expect(screen.getByTestId('contact-hours').textContent).toContain('Sunday–Thursday: 8:00–18:00');
    expect(screen.getByTestId('contact-hours').textContent).toContain('Friday–Saturday: 10:00–16:00');
    expect(screen.getByTestId('contact-quick-chat').getAttribute('href')).toBe('https://wa.me/966551234567');
    expect(
      within(screen.getByTestId('contact-locations'))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Beni Suef', 'Riyadh', 'Amman']);
    expect(screen.getByTestId('contact-locations').textContent).toContain('Main branch');
  });

  it('chats with the default number when the contact data has no phone', async () => {
    serveApi({ '/v1/pages/contact': () => json(contactReply({ phone: null })) });
    await renderScreen(<ContactPage />);
    await screen.findByTestId('contact-email');
    expect(screen.queryByTestId('contact-phone')).toBeNull();
    expect(screen.getByTestId('contact-quick-chat').getAttribute('href')).toBe(`https://wa.me/${phoneDigits(FALLBACK_PHONE)}`);
  });

  it("says 'Failed to load contact data' with a retry that loads again; the rest of the page stays", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serveApi({ '/v1/pages/contact': () => json({ success: false }, 404) }, 'ar');
    await renderScreen(<ContactPage />);
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('تعذّر تحميل بيانات التواصل');
    expect(screen.getByTestId('contact-locations')).toBeTruthy();
    expect(screen.getByTestId('contact-quick-chat').getAttribute('href')).toBe(`https://wa.me/${phoneDigits(FALLBACK_PHONE)}`);
    api.fetchMock.mockImplementation(async () => json(contactReply()));
    fireEvent.click(within(error).getByRole('button', { name: 'إعادة المحاولة' }));
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(await screen.findByTestId('contact-phone')).toBeTruthy();
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });
});
