// @vitest-environment jsdom
import { resetRequestClient } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredResponse, jsonResponse, nextRequest, stubFetch } from '../testing/fetch';
import ContactFormBlock from './ContactFormBlock';

const scrollIntoView = vi.fn();

function fill(values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Phone' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const complete = {
  'First name': ' Sara ',
  'Last name': 'Ali',
  Email: 'sara@example.com',
  Phone: '+20 100 123 4567',
  Message: 'We need a new website for our shop.',
};
const send = () => fireEvent.click(screen.getByTestId('form-submit'));
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('the contact form', () => {
  beforeEach(() => {
    setLanguage('en');
    resetRequestClient();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    scrollIntoView.mockReset();
  });

  it('has a label on every field, the right keyboards, email and phone left to right, and the browser bubbles off', () => {
    render(<ContactFormBlock />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Send us a message');
    expect(screen.getByTestId('contact-form').hasAttribute('novalidate')).toBe(true);
    expect(field('Email')).toMatchObject({ type: 'email', inputMode: 'email', autocomplete: 'email', dir: 'ltr' });
    expect(field('Phone')).toMatchObject({ type: 'tel', inputMode: 'tel', autocomplete: 'tel', dir: 'ltr' });
    expect(field('First name').autocomplete).toBe('given-name');
    expect(field('Last name').autocomplete).toBe('family-name');
    const select = screen.getByLabelText<HTMLSelectElement>(/Service type/);
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose a service (optional)',
      'Web development',
      'Mobile apps',
      'Digital marketing',
      'UI/UX design',
      'Other services',
    ]);
    // The honeypot: not shown, not in the tab order.
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[hidden]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
  });

  it('takes the heading level the page gives it', () => {
    render(<ContactFormBlock headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Send us a message');
  });

  it('shows the problems on their fields, in the page language, with focus on the first, and sends nothing', async () => {
    const { fetchMock } = stubFetch();
    setLanguage('ar');
    render(<ContactFormBlock />);
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'sara@' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await screen.findByText('يُرجى تصحيح الحقول المشار إليها.');
    const first = screen.getByLabelText('الاسم الأول');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe('هذا الحقل مطلوب');
    const email = screen.getByLabelText('البريد الإلكتروني');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('البريد الإلكتروني غير صالح');
    expect(screen.getByLabelText(/نوع الخدمة/).hasAttribute('aria-invalid')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByRole('alert').textContent).toContain('يُرجى تصحيح الحقول المشار إليها.');
    expect(fetchMock).not.toHaveBeenCalled();
    // Typed text stays.
    expect((email as HTMLInputElement).value).toBe('sara@');
  });

  it('clears a field’s problem as the visitor corrects it', async () => {
    stubFetch();
    render(<ContactFormBlock />);
    send();
    await screen.findByText('Please correct the highlighted fields.');
    fill({ Phone: '+20 100 123 4567' });
    await waitFor(() => expect(field('Phone').hasAttribute('aria-invalid')).toBe(false));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the payload with an Idempotency-Key; submitting disables everything; sent clears the form and says so', async () => {
    const later = deferredResponse();
    const { sent } = stubFetch(later.response);
    render(<ContactFormBlock />);
    fill(complete);
    fireEvent.change(screen.getByLabelText(/Service type/), { target: { value: 'mobile-apps' } });
    send();
    await screen.findByText('Sending...');
    expect(screen.getByTestId('contact-form').querySelector('fieldset')!.disabled).toBe(true);
    expect(screen.getByTestId('form-submit').querySelector('.motion-safe\\:animate-spin')).not.toBeNull();
    expect(screen.getByTestId('contact-form').getAttribute('aria-busy')).toBe('true');

    await act(async () => later.answer(jsonResponse({ success: true, message: 'Stored', data: { id: 4 } }, 201)));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/v1/messages/contact?lang=en');
    expect(sent[0]!.body).toEqual({
      name: 'Sara Ali',
      email: 'sara@example.com',
      phone: '+20 100 123 4567',
      subject: 'Mobile apps',
      message: 'We need a new website for our shop.',
      company_website: '',
      language: 'en',
    });
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);

    await screen.findByText('Sent!');
    const success = screen.getByTestId('form-success');
    expect(success.textContent).toBe('Your message has been sent successfully! We will contact you soon.');
    expect(success.closest('[role="status"]')).not.toBeNull();
    expect(field('First name').value).toBe('');
    expect(field('Message').value).toBe('');
    // Scroll and focus happen together in an effect after the message is shown: wait for the focus first.
    await waitFor(() => expect(document.activeElement).toBe(success));
    expect(scrollIntoView).toHaveBeenCalled();
    // The next edit starts a new message.
    fill({ 'First name': 'Omar' });
    expect(screen.getByTestId('form-submit').textContent).toBe('Send message');
  });

  it("on a failure shows the server's message in red and keeps every field; the same message sent again keeps its key", async () => {
    const { sent } = stubFetch(jsonResponse({ success: false, message: 'Origin not allowed' }, 403), jsonResponse({ success: true, message: 'ok' }, 201));
    render(<ContactFormBlock />);
    fill(complete);
    send();
    const error = await screen.findByTestId('form-error');
    expect(error.textContent).toBe('Origin not allowed');
    expect(error.closest('[role="alert"]')).not.toBeNull();
    expect(field('Email').value).toBe('sara@example.com');
    expect(field('Message').value).toBe('We need a new website for our shop.');
    expect(screen.getByTestId('form-submit').textContent).toBe('Send message');
    await waitFor(() => expect(document.activeElement).toBe(error));

    nextRequest();
    send();
    await screen.findByText('Sent!');
    expect(sent[1]!.headers['Idempotency-Key']).toBe(sent[0]!.headers['Idempotency-Key']);
  });

  it("says the form's own failure text, in the page's language, when the server says nothing useful (a server fault)", async () => {
    stubFetch(jsonResponse({ success: false, message: 'Internal server error' }, 500));
    setLanguage('ar');
    render(<ContactFormBlock />);
    fireEvent.change(screen.getByLabelText('الاسم الأول'), { target: { value: 'سارة' } });
    fireEvent.change(screen.getByLabelText('اسم العائلة'), { target: { value: 'علي' } });
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'sara@example.com' } });
    fireEvent.change(screen.getByLabelText('رقم الهاتف'), { target: { value: '0100 123 4567' } });
    fireEvent.change(screen.getByLabelText('الرسالة'), { target: { value: 'نحتاج إلى موقع جديد لمتجرنا.' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('حدث خطأ أثناء إرسال الرسالة. يُرجى المحاولة مرة أخرى.');
  });

  it('says too many requests in the page language on a 429', async () => {
    stubFetch(
      new Response(JSON.stringify({ success: false, message: 'Too many requests. Please try again later.' }), {
        status: 429,
        headers: { 'Retry-After': '600' },
      }),
    );
    setLanguage('ar');
    render(<ContactFormBlock />);
    fireEvent.change(screen.getByLabelText('الاسم الأول'), { target: { value: 'سارة' } });
    fireEvent.change(screen.getByLabelText('اسم العائلة'), { target: { value: 'علي' } });
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني'), { target: { value: 'sara@example.com' } });
    fireEvent.change(screen.getByLabelText('رقم الهاتف'), { target: { value: '0100 123 4567' } });
    fireEvent.change(screen.getByLabelText('الرسالة'), { target: { value: 'نحتاج إلى موقع جديد لمتجرنا.' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    expect((await screen.findByTestId('form-error')).textContent).toBe('أرسلت طلبات كثيرة خلال وقت قصير. يُرجى المحاولة لاحقاً.');
  });

  it("shows the server's 422 problems on their fields, with focus on the first", async () => {
    stubFetch(
      jsonResponse({ success: false, message: 'The given data was invalid.', errors: { phone: 'Invalid phone number', message: 'Invalid characters' } }, 422),
    );
    render(<ContactFormBlock />);
    fill(complete);
    send();
    expect((await screen.findByTestId('form-error')).textContent).toBe('The given data was invalid.');
    const phone = field('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Invalid phone number');
    expect(document.getElementById(field('Message').getAttribute('aria-describedby')!)?.textContent).toBe('Invalid characters');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    expect(phone.value).toBe('+20 100 123 4567');
  });

  it('sends what a bot put in the honeypot, for the server to recognise', async () => {
    const { sent } = stubFetch();
    render(<ContactFormBlock />);
    fill(complete);
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'http://spam.example' } });
    send();
    await screen.findByText('Sent!');
    expect(sent[0]!.body['company_website']).toBe('http://spam.example');
  });
});
