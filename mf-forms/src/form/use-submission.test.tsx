// @vitest-environment jsdom
import { holdEarlySubmits } from '@site/shared/blocks';
import { pageFormOutcome, setFormOutcome, setLanguage } from '@site/shared/state';
import { renderWithReplies, resetRequestClient } from '@site/shared/request';
import type { FormOutcome } from '@site/shared/contract';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import ContactFormBlock from '../contact/ContactFormBlock';
import { ConsultationPage } from '../consultation/ConsultationPage';
import NewsletterBox from '../newsletter/NewsletterBox';
import { stubFetch } from '../testing/fetch';

/**
 * What the server sends and the browser then hydrates: the form as the server renders it (with
 * the page's form outcome in scope), put into the page, and hydrated there with the same outcome,
 * as root-config does with the page's data.
 */
let root: Root | null = null;
function serverHtml(node: ReactNode, outcome: FormOutcome | null = null, path = '/'): HTMLElement {
  setFormOutcome(outcome);
  const html = renderWithReplies('en', {}, () => renderToString(<Router ssrPath={path}>{node}</Router>)).result;
  setFormOutcome(outcome);
  // The browser is at the page's address: the form's action is the same on both sides.
  window.history.replaceState(null, '', path);
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}
async function hydrate(holder: HTMLElement, node: ReactNode) {
  // A mismatch with the server's HTML (an attribute too) is a console error in development.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.map(String).join(' ')));
  await act(async () => {
    root = hydrateRoot(holder, <Router>{node}</Router>, { onRecoverableError: (error) => errors.push(String(error)) });
  });
}
let errors: string[] = [];

beforeEach(() => {
  setLanguage('en');
  resetRequestClient();
  errors = [];
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  cleanup();
  document.body.replaceChildren();
  setFormOutcome(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a press made before the form had its code', () => {
  it('is replayed once the form is live: two presses, one request, with what was typed', async () => {
    const holder = serverHtml(<NewsletterBox />);
    const reached = vi.fn();
    const stop = holdEarlySubmits(holder, reached);
    const form = holder.querySelector('form')!;
    form.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';
    form.requestSubmit();
    form.requestSubmit();
    expect(reached).toHaveBeenCalled();
    const { sent } = stubFetch();
    await hydrate(holder, <NewsletterBox />);
    await screen.findByTestId('newsletter-success');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ email: 'early@example.com', language: 'en' });
    expect(errors).toEqual([]);
    stop();
  });

  it('on an empty contact form, marks the required fields without sending', async () => {
    const holder = serverHtml(<ContactFormBlock />, null, '/contact');
    const stop = holdEarlySubmits(holder, () => undefined);
    holder.querySelector('form')!.requestSubmit();
    const { fetchMock } = stubFetch();
    await hydrate(holder, <ContactFormBlock />);
    await waitFor(() => expect(holder.querySelectorAll('[aria-invalid="true"]')).toHaveLength(5));
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });
});

describe('a form the server rendered after the browser sent it (no JavaScript)', () => {
  const invalid: FormOutcome = {
    form: 'contact',
    key: 'key-2',
    state: 'invalid',
    values: { firstName: 'Sara', lastName: '', email: 'sara@', phone: '+20 100 123 4567', serviceType: 'mobile-apps', message: 'Hello <b>there</b>' },
    problems: { lastName: 'This field is required', email: 'Invalid email address' },
  };

  it("shows the form's own messages with what was typed and the next key, then hydrates in that state and forgets it", async () => {
    const holder = serverHtml(<ContactFormBlock />, invalid, '/contact');
    const field = (name: string) => holder.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(field('firstName').value).toBe('Sara');
    expect(field('message').value).toBe('Hello <b>there</b>');
    expect(holder.querySelector<HTMLSelectElement>('select[name="serviceType"]')!.value).toBe('mobile-apps');
    expect(field('website').value).toBe('');
    expect(field('idempotency_key').value).toBe('key-2');
    expect(field('lastName').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field('email').getAttribute('aria-describedby')!)?.textContent).toBe('Invalid email address');
    expect(holder.querySelector('[role="alert"]')?.textContent).toBe('Please correct the highlighted fields.');

    await hydrate(holder, <ContactFormBlock />);
    expect(errors).toEqual([]);
    expect(field('lastName').getAttribute('aria-invalid')).toBe('true');
    expect(pageFormOutcome()).toBeNull();
  });

  it('says sent, too many requests, or subscribed, as the form does with its code', () => {
    const sent = serverHtml(<ContactFormBlock />, { form: 'contact', key: 'k', state: 'sent' }, '/contact');
    expect(sent.querySelector('[data-testid="form-success"]')?.textContent).toBe('Your message has been sent successfully! We will contact you soon.');
    expect(sent.querySelector('[data-testid="form-submit"]')?.textContent).toBe('Sent!');

    const refused: FormOutcome = {
      form: 'contact',
      key: 'k',
      state: 'failed',
      values: invalid.values,
      failure: { status: 429, message: 'Too many requests.' },
    };
    expect(serverHtml(<ContactFormBlock />, refused, '/contact').querySelector('[data-testid="form-error"]')?.textContent).toBe(
      'Too many requests. Please try again later.',
    );

    const subscribed = serverHtml(<NewsletterBox />, { form: 'newsletter', key: 'k', state: 'sent' });
    expect(subscribed.querySelector('[data-testid="newsletter-success"]')?.textContent).toBe('Successfully subscribed to newsletter!');
    expect(subscribed.querySelector<HTMLInputElement>('[name="email"]')!.disabled).toBe(true);

    const already: FormOutcome = {
      form: 'newsletter',
      key: 'k',
      state: 'failed',
      values: { email: 'in@example.com' },
      failure: { status: 422, message: 'Email already exists' },
    };
    const box = serverHtml(<NewsletterBox />, already);
    expect(box.querySelector('[data-testid="newsletter-already"]')?.textContent).toBe('You are already subscribed to our newsletter!');
    expect(box.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('in@example.com');
  });

  it("shows the consultation's thank-you view, and a failure above the form rather than in a dialog", () => {
    const page = serverHtml(<ConsultationPage />, { form: 'consultation', key: 'k', state: 'sent' }, '/consultation');
    expect(page.querySelector('[data-testid="consultation-success"] h1')?.textContent).toBe('Request Sent Successfully!');

    const failed: FormOutcome = { form: 'consultation', key: 'k', state: 'failed', values: { name: 'Sara Ali' }, failure: { status: 429 } };
    const form = serverHtml(<ConsultationPage />, failed, '/consultation');
    expect(form.querySelector('[data-testid="form-error"]')?.textContent).toBe(
      'Error submitting request. Please try again. Too many requests. Please try again later.',
    );
    expect(form.querySelector('dialog')?.hasAttribute('open')).toBe(false);
    expect(form.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Sara Ali');
  });
});
