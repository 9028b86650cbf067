import { consultationServiceIds, countries, timeSlots, type SubmissionResponse, type TimeSlot } from '@site/shared/contract';
import { HttpError, submissionsApi } from '@site/shared/api';
import { useLanguage, useT } from '@site/shared/react';
import { validationMessage, type FormTexts } from '@site/shared/i18n';
import { useRef, useState, type FormEvent } from 'react';
import { serverFieldErrors } from '../form/failure';
import { emailInput, Honeypot, phoneInput, SelectField, TextAreaField, TextField } from '../form/Fields';
import { keyring } from '../form/idempotency';
import { FormNotices, SubmitButton } from '../form/Notice';
import {
  focusFirstInvalid,
  hasProblems,
  preloadSending,
  readForm,
  recheckedProblems,
  useAfterRender,
  useHydrated,
  type Problems,
  type SubmissionRules,
} from '../form/use-form';
import {
  consultationFields,
  consultationPayload,
  consultationProblems,
  consultationServerProblems,
  type ConsultationField,
  type ConsultationValues,
} from './consultation-rules';
import { FailureDialog } from './FailureDialog';

const names = [...consultationFields, 'website'] as const;
const slots = Object.keys(timeSlots) as TimeSlot[];

/**
 * The consultation request form (docs/product.md#validation-rules): name, email, phone, service type
 * and project description required; country, preferred date and time slot optional. Checked in
 * the browser with the server's rules, the server's 422 problems shown on their fields; any
 * other failure (a reply without success, or an exception) opens the alert dialog, with
 * everything typed kept. `onSent` shows the thank-you view.
 */
export function ConsultationForm({
  t,
  onSent,
  service,
}: {
  t: FormTexts;
  /** the server's reply (its `data.id`: an embedded widget's `nasaq:submitted` event carries it) */
  onSent: (reply: SubmissionResponse) => void;
  /** a service_id to preselect (an embedded widget's `service` attribute) */
  service?: string | undefined;
}) {
  const core = useT();
  const lang = useLanguage();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [keys] = useState(keyring);
  const [submitting, setSubmitting] = useState(false);
  const [problems, setProblems] = useState<Problems<ConsultationField>>({});
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [saved, setSaved] = useState(false);
  const after = useAfterRender();
  const text = t.consultation;

  const values = () => readForm(form.current!, names) as ConsultationValues;

  function showProblems(found: Problems<ConsultationField>) {
    setProblems(found);
    after(() => focusFirstInvalid(form.current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const current = values();
      const payload = consultationPayload(current);
      let rules: SubmissionRules;
      try {
        rules = await submissionsApi();
      } catch (error) {
        setFailure({ error });
        return;
      }
      const found = consultationProblems(current, payload, rules);
      if (hasProblems(found)) return showProblems(found);
      setProblems({});
      setSaved(false);
      setSubmitting(true);
      let reply: SubmissionResponse;
      try {
        reply = await rules.requestConsultation(payload, lang, { idempotencyKey: keys.keyFor(payload) });
      } catch (error) {
        setSubmitting(false);
        if (error instanceof rules.SavedOfflineError) {
          // In the outbox, sent when the network is back (docs/offline.md): said here, not as a failure.
          keys.forget();
          form.current?.reset();
          setSaved(true);
          return;
        }
        const fields = serverFieldErrors(error);
        const onFields = fields ? consultationServerProblems(fields) : {};
        if (hasProblems(onFields)) showProblems(onFields);
        else setFailure({ error });
        return;
      }
      keys.forget();
      onSent(reply);
    } finally {
      busy.current = false;
    }
  }

  /** A field marked wrong is checked again as the visitor corrects it. */
  async function edited(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name as ConsultationField;
    if (!problems[name] || !form.current) return;
    let rules: SubmissionRules;
    try {
      rules = await submissionsApi();
    } catch {
      return; // The schemas could not load: the next submit says so.
    }
    if (!form.current) return;
    const current = values();
    const found = consultationProblems(current, consultationPayload(current), rules);
    setProblems((shown) => recheckedProblems(shown, found, [name]));
  }

  function closeFailure() {
    setFailure(null);
    after(() => form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus());
  }

  const error = (field: ConsultationField) => (problems[field] ? validationMessage(problems[field], t) : undefined);
  const optional = core.common.optional;

  return (
    <>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        onChange={(event) => void edited(event)}
        onFocus={preloadSending}
        aria-label={text.title}
        aria-busy={submitting}
        className="card p-6 sm:p-8"
        data-testid="consultation-form"
      >
        <FormNotices success={null} error={hasProblems(problems) ? t.forms.fixErrors : null} noticeClassName="mb-6" />
        <fieldset disabled={submitting} className="grid min-w-0 gap-5 sm:grid-cols-2">
          <TextField name="name" label={text.name} autoComplete="name" error={error('name')} className="sm:col-span-2" />
          <TextField name="email" {...emailInput} label={text.email} error={error('email')} />
          <TextField name="phone" {...phoneInput} label={text.phone} error={error('phone')} />
          <SelectField name="service" label={text.service} placeholder={text.servicePlaceholder} error={error('service')} defaultValue={service ?? ''}>
            {consultationServiceIds.map((serviceId) => (
              <option key={serviceId} value={serviceId}>
                {t.consultationServices[serviceId]}
              </option>
            ))}
          </SelectField>
          <SelectField name="country" label={text.country} placeholder={text.countryPlaceholder} optionalLabel={optional} error={error('country')}>
            {countries.map((country) => (
              <option key={country} value={country}>
                {t.countries[country]}
              </option>
            ))}
          </SelectField>
          <TextField name="date" type="date" label={text.date} optionalLabel={optional} error={error('date')} />
          <SelectField name="time" label={text.time} placeholder={text.timePlaceholder} optionalLabel={optional} error={error('time')}>
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
            className="sm:col-span-2"
          />
          <Honeypot label={t.forms.honeypot} />
          <div className="grid gap-3 sm:col-span-2">
            <FormNotices success={saved ? t.forms.savedOffline : null} error={null} />
            <SubmitButton
              label={submitting ? text.submitting : text.submit}
              busy={submitting}
              disabled={submitting}
              awaitingCode={!hydrated}
              className="w-full sm:w-auto sm:min-w-56"
            />
          </div>
        </fieldset>
      </form>
      <FailureDialog
        open={failure !== null}
        title={text.failureTitle}
        text={text.failure}
        detail={failure?.error instanceof HttpError && failure.error.status === 429 ? t.forms.tooManyRequests : null}
        okLabel={text.failureClose}
        onClose={closeFailure}
      />
    </>
  );
}
