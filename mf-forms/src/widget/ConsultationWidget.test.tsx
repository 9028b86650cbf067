// @vitest-environment jsdom
import { resetRequestClient } from '@site/shared/request';
import { DEFAULT_ATTRIBUTES, type Language, type WidgetAttributes, type WidgetEvents } from '@site/shared/contract';
import { WidgetEventsContext, type WidgetProps } from '@site/shared/embed';
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

/** Props of the widget as a test gives them: any attributes over the defaults. */
type Given = Omit<Partial<WidgetProps>, 'attributes'> & { attributes?: Partial<WidgetAttributes> };

function show(lang: Language, service: string | null = null, more: Given = {}) {
  const events: WidgetEvents = { ready: vi.fn(), submitted: vi.fn(), openDesign: vi.fn() };
  const widget = (props: Given) => (
    <PreferenceScopeContext value={{ language: lang, theme: 'light', siteOrigin: 'https://nasaq.example' }}>
      <WidgetEventsContext value={events}>
        <Suspense fallback="suspended">
          <ConsultationWidget
            width={412}
            utm={props.utm ?? {}}
            prefillCall={props.prefillCall ?? null}
            settled={props.settled ?? true}
            attributes={{ ...DEFAULT_ATTRIBUTES, lang, theme: 'light', service, ...props.attributes }}
          />
        </Suspense>
      </WidgetEventsContext>
    </PreferenceScopeContext>
  );
  const { rerender } = render(widget(more));
  return Object.assign(events, { rerender: (props: Given) => rerender(widget(props)) });
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
    expect(events.submitted).toHaveBeenCalledWith({ id: 41 });
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

  it("shows the partner's values from its first paint, as written, and checks them with the form's rules once settled: a bad one emptied, with one warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const prefill = { name: 'Sara Ali', email: 'sara@', phone: '+966 55 123 4567', country: 'egypt', description: 'A shop.' };
    const widget = show('en', '4', { attributes: { prefill }, settled: false });
    await screen.findByTestId('consultation-form');
    const values = () => [field('Full name'), field('Email'), field('Phone'), field('Project description')].map((input) => input.value);
    expect(values()).toEqual(['Sara Ali', 'sara@', '+966 55 123 4567', 'A shop.']);
    expect([(field('Service type') as unknown as HTMLSelectElement).value, (field(/^Country/) as unknown as HTMLSelectElement).value]).toEqual(['4', 'egypt']);
    // Nothing is checked (nor its code loaded) before the widget is settled: ready, and the browser idle since.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warn).not.toHaveBeenCalled();

    widget.rerender({ attributes: { prefill }, settled: true });
    await waitFor(() => expect(field('Email').value).toBe(''));
    expect(values()).toEqual(['Sara Ali', '', '+966 55 123 4567', 'A shop.']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('[nasaq embed] <nasaq-consultation> email="sara@" is not valid (Invalid email address): it is not filled in.');
    warn.mockRestore();
  });

  it('leaves a bad value the visitor changed before the check as they typed it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const widget = show('en', null, { attributes: { prefill: { email: 'sara@' } }, settled: false });
    await screen.findByTestId('consultation-form');
    fireEvent.change(field('Email'), { target: { value: 'sara@example.com' } });
    widget.rerender({ attributes: { prefill: { email: 'sara@' } }, settled: true });
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(field('Email').value).toBe('sara@example.com');
    warn.mockRestore();
  });

  it('fills the fields a prefill() call gives later, and those of an attribute that changes, leaving the rest as the visitor typed them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const widget = show('en', null, { attributes: { prefill: { name: 'Sara Ali' } } });
    await screen.findByTestId('consultation-form');
    await waitFor(() => expect(field('Full name').value).toBe('Sara Ali'));
    fireEvent.change(field('Project description'), { target: { value: 'Typed by the visitor.' } });
    widget.rerender({
      attributes: { prefill: { name: 'Sara Ali' } },
      prefillCall: { values: { email: 'sara@example.com', service: '2', country: 'mars', website: 'x' } },
    });
    await waitFor(() => expect(field('Email').value).toBe('sara@example.com'));
    expect((field('Service type') as unknown as HTMLSelectElement).value).toBe('2');
    expect((field(/^Country/) as unknown as HTMLSelectElement).value).toBe('');
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      '[nasaq embed] <nasaq-consultation> website is no field it fills (name, email, phone, service, country, description): it is not filled in.',
      '[nasaq embed] <nasaq-consultation> country="mars" is not valid (Invalid choice): it is not filled in.',
    ]);
    widget.rerender({ attributes: { prefill: { name: 'Omar Said' } }, prefillCall: null });
    await waitFor(() => expect(field('Full name').value).toBe('Omar Said'));
    expect([field('Email').value, field('Project description').value]).toEqual(['sara@example.com', 'Typed by the visitor.']);
    warn.mockRestore();
  });

  it("sends the partner's source and the page's UTM fields with the request", async () => {
    const { sent } = stubFetch(jsonResponse({ success: true, message: 'Request Sent Successfully!', data: { id: 42 } }, 201));
    show('en', '6', { attributes: { source: 'pricing-sidebar' }, utm: { utm_source: 'newsletter', utm_campaign: 'spring-sale' } });
    await screen.findByTestId('consultation-form');
    fillEnglish();
    fireEvent.click(screen.getByTestId('form-submit'));
    await screen.findByTestId('consultation-success');
    expect(sent[0]!.body).toMatchObject({ source: 'pricing-sidebar', utm_source: 'newsletter', utm_campaign: 'spring-sale', name: 'Sara Ali' });
    expect(sent[0]!.body).not.toHaveProperty('utm_medium');
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
