import {
  consultationForm,
  consultationServiceIds,
  countries,
  timeSlots,
  type Attribution,
  type ConsultationField,
  type Prefill,
  type SubmissionResponse,
  type TimeSlot,
} from '@site/shared/contract';
import { usePart, useT } from '@site/shared/react';
import type { ComponentType } from 'react';
import { validationMessage, type FormTexts } from '@site/shared/i18n';
import { emailInput, Honeypot, phoneInput, SelectField, TextAreaField, TextField } from '../form/Fields';
import { focusFirstInvalid, useAfterRender } from '../form/form-dom';
import { FormNotices, SubmitButton } from '../form/Notice';
import { hasProblems } from '../form/problems';
import { useSubmission } from '../form/use-submission';
import type { FailureDialogProps } from './FailureDialog';

const slots = Object.keys(timeSlots) as TimeSlot[];

/**
 * The consultation request form (docs/product.md#validation-rules): name, email, phone, service type and project
 * description required; country, preferred date and time slot optional. Checked in the browser
 * with the server's rules, the server's 422 problems shown on their fields; any other failure (a
 * reply without success, or an exception) opens the alert dialog, with everything typed kept.
 * `onSent` shows the thank-you view.
 */
export function ConsultationForm({
  t,
  onSent,
  service,
  initial = {},
  attribution,
  FailureDialog,
}: {
  t: FormTexts;
  /** the server's reply (its `data.id`: an embedded widget's `nasaq:submitted` event carries it) */
  onSent: (reply: SubmissionResponse) => void;
  /** a service_id to preselect (an embedded widget's `service` attribute) */
  service?: string | undefined;
  /** values the form shows at first (an embedded widget's prefill, which it checks once it is ready) */
  initial?: Prefill;
  /** an embedded widget's `source` and its page's UTM fields, sent with the request (docs/embedding.md#attribution) */
  attribution?: Attribution | undefined;
  /**
   * The dialog a failure opens (./FailureDialog): the page's comes with it; a widget's loads when
   * the visitor enters the form (it is never on its first screen).
   */
  FailureDialog: ComponentType<FailureDialogProps>;
}) {
  const core = useT();
  const after = useAfterRender();
  const text = t.consultation;
  const { state, setState, problems, typed, hidden, formRef, formProps } = useSubmission({
    form: consultationForm,
    t,
    send: (calls, body, lang, options) => calls.requestConsultation({ ...body, ...attribution }, lang, options),
    recheck: (field) => [field],
    onSent: (reply) => onSent(reply),
    onShown: (shown, form) => {
      if (hasProblems('problems' in shown ? shown.problems : {})) focusFirstInvalid(form);
    },
  });

  function closeFailure() {
    setState({ status: 'idle' });
    after(() => formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus());
  }

  const error = (field: ConsultationField) => (problems[field] ? validationMessage(problems[field], t) : undefined);
  const optional = core.common.optional;
  const submitting = state.status === 'sending';
  const part = usePart();
  const failed = state.status === 'failed' && !hasProblems(problems) ? state : null;
  const tooMany = failed?.failure.status === 429 ? t.forms.tooManyRequests : null;
  // A failure the server rendered (the form sent without its code) cannot open a dialog: it is said above the form.
  const topError = hasProblems(problems) ? t.forms.fixErrors : failed?.fromServer ? [text.failure, tooMany].filter(Boolean).join(' ') : null;

  return (
    <>
      <form {...formProps} aria-label={text.title} part={part('card')} className="card p-6 sm:p-8" data-testid="consultation-form">
        <FormNotices success={null} error={topError} noticeClassName="mb-6" />
        <fieldset disabled={submitting} className="grid min-w-0 gap-5 sm:grid-cols-2">
          {hidden}
          <TextField
            name="name"
            label={text.name}
            autoComplete="name"
            error={error('name')}
            defaultValue={typed.name ?? initial.name}
            className="sm:col-span-2"
          />
          <TextField name="email" {...emailInput} label={text.email} error={error('email')} defaultValue={typed.email ?? initial.email} />
          <TextField name="phone" {...phoneInput} label={text.phone} error={error('phone')} defaultValue={typed.phone ?? initial.phone} />
          <SelectField
            name="service"
            label={text.service}
            placeholder={text.servicePlaceholder}
            error={error('service')}
            defaultValue={typed.service ?? service ?? initial.service ?? ''}
          >
            {consultationServiceIds.map((serviceId) => (
              <option key={serviceId} value={serviceId}>
                {t.consultationServices[serviceId]}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="country"
            label={text.country}
            placeholder={text.countryPlaceholder}
            optionalLabel={optional}
            error={error('country')}
            defaultValue={typed.country ?? initial.country ?? ''}
          >
            {countries.map((country) => (
              <option key={country} value={country}>
                {t.countries[country]}
              </option>
            ))}
          </SelectField>
          <TextField name="date" type="date" label={text.date} optionalLabel={optional} error={error('date')} defaultValue={typed.date} />
          <SelectField
            name="time"
            label={text.time}
            placeholder={text.timePlaceholder}
            optionalLabel={optional}
            error={error('time')}
            defaultValue={typed.time ?? ''}
          >
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {t.timeSlots[slot]}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            name="description"
            label={text.description}
            placeholder={text.descriptionPlaceholder}
            rows={6}
            error={error('description')}
            defaultValue={typed.description ?? initial.description}
            className="sm:col-span-2"
          />
          <Honeypot label={t.forms.honeypot} />
          <div className="grid gap-3 sm:col-span-2">
            <FormNotices success={state.status === 'saved' ? t.forms.savedOffline : null} error={null} />
            <SubmitButton label={submitting ? text.submitting : text.submit} busy={submitting} disabled={submitting} className="w-full sm:w-auto sm:min-w-56" />
          </div>
        </fieldset>
      </form>
      <FailureDialog
        open={failed !== null && !failed.fromServer}
        title={text.failureTitle}
        text={text.failure}
        detail={tooMany}
        okLabel={text.failureClose}
        onClose={closeFailure}
      />
    </>
  );
}
