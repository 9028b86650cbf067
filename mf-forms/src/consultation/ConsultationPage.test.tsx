// @vitest-environment jsdom
import { resetRequestClient } from '@site/shared/request';
import { setLanguage } from '@site/shared/state';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredResponse, jsonResponse, nextRequest, stubFetch } from '../testing/fetch';
import { ConsultationPage } from './ConsultationPage';

const scrollTo = vi.fn();

function show() {
  return render(
    <Suspense fallback="loading">
      <ConsultationPage />
    </Suspense>,
  );
}

const form = () => screen.getByTestId('consultation-form');
const field = (label: string | RegExp) => within(form()).getByLabelText<HTMLInputElement>(label);

function fillEnglish() {
  fireEvent.change(field('Full name'), { target: { value: 'Sara Ali' } });
  fireEvent.change(field('Email'), { target: { value: 'sara@example.com' } });
  fireEvent.change(field('Phone'), { target: { value: '+966 55 123 4567' } });
  fireEvent.change(field('Service type'), { target: { value: '6' } });
  fireEvent.change(field('Project description'), { target: { value: 'A new identity and website.' } });
}

describe('/consultation', () => {
  beforeEach(() => {
    setLanguage('en');
    resetRequestClient();
    window.scrollTo = scrollTo;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    scrollTo.mockReset();
  });

  it('has the back link to /about, the form with its choices, the benefits and the 24-hour note', () => {
    show();
    expect(screen.getByTestId('consultation-back').getAttribute('href')).toBe('/about?lang=en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request a free consultation');
    expect([...(field('Service type') as unknown as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect([...(field(/Country/) as unknown as HTMLSelectElement).options]).toHaveLength(11);
    expect([...(field(/Preferred time/) as unknown as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'Choose a time (optional)',
      'Morning (9–12)',
      'Afternoon (12–15)',
      'Evening (15–18)',
      'Night (18–21)',
      'Flexible',
    ]);
    expect(field(/Preferred date/).type).toBe('date');
    expect(field('Email')).toMatchObject({ type: 'email', inputMode: 'email', dir: 'ltr' });
    expect(field('Phone')).toMatchObject({ type: 'tel', inputMode: 'tel', dir: 'ltr' });
    expect(screen.getByText('Why book a consultation?')).toBeTruthy();
    expect(screen.getByTestId('consultation-response-time').textContent).toBe('We respond within 24 hours');
  });

  it('requires name, email, phone, service type and description, on their fields, with focus on the first', async () => {
    const { fetchMock } = stubFetch();
    setLanguage('ar');
    show();
    fireEvent.click(screen.getByTestId('form-submit'));
    await screen.findByText('يُرجى تصحيح الحقول المشار إليها.');
    const invalid = [...form().querySelectorAll('[aria-invalid="true"]')].map((element) => element.getAttribute('name'));
    expect(invalid).toEqual(['name', 'email', 'phone', 'service', 'description']);
    for (const element of form().querySelectorAll('[aria-invalid="true"]')) {
      expect(document.getElementById(element.getAttribute('aria-describedby')!)?.textContent).toBe('هذا الحقل مطلوب');
    }
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request (defaults for what is left out), then shows the thank-you view at the top of the page', async () => {
    const later = deferredResponse();
    const { sent } = stubFetch(later.response);
    show();
    fillEnglish();
    fireEvent.click(screen.getByTestId('form-submit'));
    await screen.findByText('Sending...');
    expect(form().querySelector('fieldset')!.disabled).toBe(true);
    await act(async () => later.answer(jsonResponse({ success: true, message: 'Request Sent Successfully!' }, 201)));

    expect(sent[0]!.url).toBe('/api/v1/consultations/free?lang=en');
    expect(sent[0]!.body).toEqual({
      name: 'Sara Ali',
      email: 'sara@example.com',
      phone: '+966 55 123 4567',
      description: 'A new identity and website.',
      country: null,
      service_id: '6',
      preferred_date: '2025-09-23',
      preferred_time: '14:00',
      company_website: '',
      language: 'en',
    });
    expect(sent[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);

    const success = await screen.findByTestId('consultation-success');
    const heading = within(success).getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Request Sent Successfully!');
    expect(success.textContent).toContain('Our team will contact you within 24 hours.');
    expect(within(success).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByTestId('consultation-home').getAttribute('href')).toBe('/?lang=en');
    expect(screen.getByTestId('consultation-services').getAttribute('href')).toBe('/services?lang=en');
    // The thank-you view scrolls and takes focus in an effect after it is shown: wait for the focus.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('sends the chosen country, date and time slot as they are', async () => {
    const { sent } = stubFetch();
    show();
    fillEnglish();
    fireEvent.change(field(/Country/), { target: { value: 'egypt' } });
    fireEvent.change(field(/Preferred date/), { target: { value: '2026-12-24' } });
    fireEvent.change(field(/Preferred time/), { target: { value: 'night' } });
    fireEvent.click(screen.getByTestId('form-submit'));
    await screen.findByTestId('consultation-success');
    expect(sent[0]!.body).toMatchObject({ country: 'egypt', preferred_date: '2026-12-24', preferred_time: '19:00' });
  });

  it.each([
    ['a reply without success', jsonResponse({ success: false, message: 'Could not store' }, 200)],
    ['an exception (a server fault)', jsonResponse({ success: false, message: 'Internal server error' }, 500)],
  ])('on %s: the alert dialog with the failure text, everything typed kept, focus back on the button when it closes', async (_name, reply) => {
    stubFetch(reply, jsonResponse({ success: true, message: 'ok' }, 201));
    setLanguage('ar');
    show();
    fireEvent.change(field('الاسم الكامل'), { target: { value: 'سارة علي' } });
    fireEvent.change(field('البريد الإلكتروني'), { target: { value: 'sara@example.com' } });
    fireEvent.change(field('رقم الهاتف'), { target: { value: '0100 123 4567' } });
    fireEvent.change(field('نوع الخدمة'), { target: { value: '2' } });
    fireEvent.change(field('وصف المشروع'), { target: { value: 'تطبيق لمتجرنا' } });
    fireEvent.click(screen.getByTestId('form-submit'));

    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('حدث خطأ أثناء إرسال الطلب. يُرجى المحاولة مرة أخرى.');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('لم يُرسَل طلبك');
    expect(document.activeElement).toBe(within(dialog).getByRole('button'));
    expect(field('وصف المشروع').value).toBe('تطبيق لمتجرنا');

    fireEvent.click(within(dialog).getByRole('button', { name: 'حسناً' }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('form-submit')));

    // Sent again as it was, it goes.
    nextRequest();
    fireEvent.click(screen.getByTestId('form-submit'));
    await screen.findByTestId('consultation-success');
  });

  it('Escape closes the dialog as its button does', async () => {
    stubFetch(jsonResponse({ success: false, message: 'Internal server error' }, 500));
    show();
    fillEnglish();
    fireEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });

  it("shows the server's 422 problems on their fields instead of the dialog", async () => {
    stubFetch(
      jsonResponse({ success: false, message: 'The given data was invalid.', errors: { preferred_date: 'Invalid date', phone: 'Invalid phone number' } }, 422),
    );
    show();
    fillEnglish();
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(field('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field(/Preferred date/).getAttribute('aria-describedby')!)?.textContent).toBe('Invalid date');
    expect(screen.getByRole('alertdialog', { hidden: true }).hasAttribute('open')).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(field('Phone')));
  });
});
