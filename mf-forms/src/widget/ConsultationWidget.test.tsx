// @vitest-environment jsdom
import { resetRequestClient } from '@site/shared/request';
import type { Language, WidgetEvents } from '@site/shared/contract';
import { WidgetEventsContext } from '@site/shared/embed';
import { withShippedTexts } from '@site/shared/testing/shipped-texts';
import { PreferenceScopeContext } from '@site/shared/react';
import { setLanguage } from '@site/shared/state';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fetch';
import { ConsultationWidget } from './ConsultationWidget';

/**
 * The core and forms texts as the widget's build ships them (./texts.ts): every text the widget
 * reads that its build leaves out is written down here, and each test ends with none.
 */
const missing = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/src/i18n/en-core', async (original) =>
  (await import('@site/shared/testing/shipped-texts')).shippedModule(original, (await import('./texts')).CONSULTATION_WIDGET_TEXTS.core, missing),
);
vi.mock('../../../shared/src/i18n/ar-core', async (original) =>
  (await import('@site/shared/testing/shipped-texts')).shippedModule(original, (await import('./texts')).CONSULTATION_WIDGET_TEXTS.core, missing),
);
vi.mock('../../../shared/src/i18n/en-forms', async (original) =>
  (await import('@site/shared/testing/shipped-texts')).shippedModule(original, (await import('./texts')).CONSULTATION_WIDGET_TEXTS.forms, missing),
);
vi.mock('../../../shared/src/i18n/ar-forms', async (original) =>
  (await import('@site/shared/testing/shipped-texts')).shippedModule(original, (await import('./texts')).CONSULTATION_WIDGET_TEXTS.forms, missing),
);

withShippedTexts(missing);
beforeEach(() => {
  // The page's own language is the other one: the widget follows its scope.
  setLanguage('ar');
  resetRequestClient();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(lang: Language, service: string | null = null) {
  const events: WidgetEvents = { ready: vi.fn(), submitted: vi.fn() };
  render(
    <PreferenceScopeContext value={{ language: lang, theme: 'light', siteOrigin: 'https://nasaq.example' }}>
      <WidgetEventsContext value={events}>
        <Suspense fallback="suspended">
          <ConsultationWidget attributes={{ lang, theme: 'light', limit: 6, service }} width={412} />
        </Suspense>
      </WidgetEventsContext>
    </PreferenceScopeContext>,
  );
  return events;
}

const form = () => screen.getByTestId('consultation-form');
const field = (label: string | RegExp) => within(form()).getByLabelText<HTMLInputElement>(label);

function fillEnglish() {
  fireEvent.focus(field('Full name'));
  fireEvent.change(field('Full name'), { target: { value: 'Sara Ali' } });
  fireEvent.change(field('Email'), { target: { value: 'sara@example.com' } });
  fireEvent.change(field('Phone'), { target: { value: '+966 55 123 4567' } });
  fireEvent.change(field('Project description'), { target: { value: 'A new identity and website.' } });
}

describe('<nasaq-consultation> (ConsultationWidget), with the texts its build ships', () => {
  it('shows the title, the form with the service preselected, and is ready once shown', async () => {
    const events = show('en', '4');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Request a free consultation');
    expect((field('Service type') as unknown as HTMLSelectElement).value).toBe('4');
    await waitFor(() => expect(events.ready).toHaveBeenCalledTimes(1));
  });

  it('names every missing field in Arabic, sending nothing', async () => {
    const { fetchMock } = stubFetch();
    show('ar');
    fireEvent.click(await screen.findByTestId('form-submit'));
    await screen.findByText('يُرجى تصحيح الحقول المشار إليها.');
    const invalid = [...form().querySelectorAll('[aria-invalid="true"]')].map((element) => element.getAttribute('name'));
    expect(invalid).toEqual(['name', 'email', 'phone', 'service', 'description']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the request, fires nasaq:submitted with its id only, and shows the thank-you view (loaded when the visitor entered the form)', async () => {
    const { sent } = stubFetch(jsonResponse({ success: true, message: 'Request Sent Successfully!', data: { id: 41 } }, 201));
    const events = show('en', '6');
    await screen.findByTestId('consultation-form');
    fillEnglish();
    fireEvent.click(screen.getByTestId('form-submit'));
    const success = await screen.findByTestId('consultation-success');
    expect(
      within(success)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Request Sent Successfully!', 'Next steps']);
    expect(sent[0]!.url).toBe('/api/v1/consultations/free?lang=en');
    expect(events.submitted).toHaveBeenCalledWith({ kind: 'consultation', id: 41 });
  });

  it('opens the failure dialog (loaded when first needed) and closes it with focus back on the button', async () => {
    stubFetch(jsonResponse({ success: false, message: 'Internal server error' }, 500));
    show('en', '6');
    await screen.findByTestId('consultation-form');
    expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    fillEnglish();
    fireEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(true));
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Your request was not sent');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Error submitting request. Please try again.');
    fireEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('form-submit')));
  });

  it("shows the server's 422 problems on their fields", async () => {
    stubFetch(jsonResponse({ success: false, message: 'The given data was invalid.', errors: { phone: 'Invalid phone number' } }, 422));
    show('en', '6');
    await screen.findByTestId('consultation-form');
    fillEnglish();
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(field('Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field('Phone').getAttribute('aria-describedby')!)?.textContent).toBe('Invalid phone number');
  });
});
