// @vitest-environment jsdom
import { resetRequestClient } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredResponse, jsonResponse, stubFetch } from '../testing/fetch';
import NewsletterBox from './NewsletterBox';

const email = () => screen.getByTestId<HTMLInputElement>('newsletter-email');
const button = () => screen.getByTestId('newsletter-submit');

function subscribe(address: string) {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.click(button());
}

describe('the newsletter box', () => {
  beforeEach(() => {
    setLanguage('en');
    resetRequestClient();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has a labelled email field, left to right, with the email keyboard', () => {
    render(<NewsletterBox />);
    expect(screen.getByLabelText('Email address')).toBe(email());
    expect(email()).toMatchObject({ type: 'email', inputMode: 'email', autocomplete: 'email', dir: 'ltr' });
    expect(email().closest('form')!.hasAttribute('novalidate')).toBe(true);
    expect(screen.getByRole('heading').textContent).toBe('Subscribe to our newsletter');
  });

  it("says 'Please enter your email' when it is blank after trimming, in the page's language, and sends nothing", async () => {
    const { fetchMock } = stubFetch();
    setLanguage('ar');
    render(<NewsletterBox />);
    subscribe('   ');
    const message = await screen.findByTestId('newsletter-error');
    expect(message.textContent).toBe('يرجى إدخال البريد الإلكتروني');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("checks the address with the server's rule", async () => {
    const { fetchMock } = stubFetch();
    render(<NewsletterBox />);
    subscribe('sara@example');
    expect((await screen.findByTestId('newsletter-error')).textContent).toBe('Invalid email address');
    expect(email().value).toBe('sara@example');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('subscribes: subscribing, then the success message with the input cleared and disabled, and ready again after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const later = deferredResponse();
    const { sent } = stubFetch(later.response);
    render(<NewsletterBox />);
    email().focus();
    subscribe(' Sara@Example.com ');
    await screen.findByText('Subscribing...');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(email().readOnly).toBe(true);

    await act(async () => later.answer(jsonResponse({ success: true, message: 'Successfully subscribed to newsletter!' }, 201)));
    expect(sent[0]!.url).toBe('/api/v1/messages/newsletter?lang=en');
    expect(sent[0]!.body).toEqual({ email: 'Sara@Example.com', company_website: '', language: 'en' });
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    const success = await screen.findByTestId('newsletter-success');
    expect(success.textContent).toBe('Successfully subscribed to newsletter!');
    expect(success.closest('[role="status"]')).not.toBeNull();
    expect(email().value).toBe('');
    expect(email().disabled).toBe(true);
    // Focus was in the input, which is now disabled: it went to the button.
    expect(document.activeElement).toBe(button());

    await act(async () => vi.advanceTimersByTime(2900));
    expect(email().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTime(100));
    expect(email().disabled).toBe(false);
    expect(screen.queryByTestId('newsletter-success')).toBeNull();
    expect(button().hasAttribute('aria-disabled')).toBe(false);
  });

  it("says 'already subscribed' when the server has the address, and keeps it typed", async () => {
    stubFetch(jsonResponse({ success: false, message: 'Email already exists', errors: { email: 'Email already exists' } }, 422));
    render(<NewsletterBox />);
    subscribe('sara@example.com');
    expect((await screen.findByTestId('newsletter-already')).textContent).toBe('You are already subscribed to our newsletter!');
    expect(email().value).toBe('sara@example.com');
    expect(email().hasAttribute('aria-invalid')).toBe(false);
  });

  it("says 'already subscribed' for a 422 without field problems", async () => {
    stubFetch(jsonResponse({ success: false, message: 'Unprocessable' }, 422));
    setLanguage('ar');
    render(<NewsletterBox />);
    subscribe('sara@example.com');
    expect((await screen.findByTestId('newsletter-already')).textContent).toBe('أنت مشترك بالفعل في نشرتنا البريدية!');
  });

  it("shows the server's problem with the address on the field", async () => {
    stubFetch(jsonResponse({ success: false, message: 'The given data was invalid.', errors: { email: 'Maximum length is 254 characters' } }, 422));
    setLanguage('ar');
    render(<NewsletterBox />);
    subscribe('sara@example.com');
    expect((await screen.findByTestId('newsletter-error')).textContent).toBe('يجب ألا يزيد عدد الأحرف على 254');
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });

  it.each([
    ['a refusal with a message: the message', jsonResponse({ success: false, message: 'Origin not allowed' }, 403), 'Origin not allowed'],
    ['a refusal without one: Subscription failed', jsonResponse({ success: false }, 400), 'Subscription failed'],
    ['a reply without success: Subscription failed', jsonResponse({ success: false, message: 'nope' }, 200), 'Subscription failed'],
    ['a server fault: Subscription error', jsonResponse({ success: false, message: 'Internal server error' }, 500), 'Subscription error. Please try again'],
    [
      'the rate limit, in the page language',
      jsonResponse({ success: false, message: 'Too many requests. Please try again later.' }, 429),
      'Too many requests. Please try again later.',
    ],
  ])('on %s', async (_name, reply, text) => {
    // A 429 without Retry-After is tried again 2 s later (three times): fake time skips the waits.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(reply, reply.clone(), reply.clone(), reply.clone());
    render(<NewsletterBox />);
    subscribe('sara@example.com');
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect((await screen.findByTestId('newsletter-error')).textContent).toBe(text);
    expect(email().value).toBe('sara@example.com');
  });
});
