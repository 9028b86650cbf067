import { contactServiceTypes } from '@site/shared/contract';
import { submissionsApi } from '@site/shared/api';
import { useLanguage, useT } from '@site/shared/react';
import { validationMessage, type FormTexts } from '@site/shared/i18n';
import { createElement, useId, useRef, useState, type FormEvent } from 'react';
import { failureText, serverFieldErrors } from '../form/failure';
import { emailInput, Honeypot, phoneInput, SelectField, TextAreaField, TextField } from '../form/Fields';
import { keyring } from '../form/idempotency';
import { FormNotices, SubmitButton } from '../form/Notice';
import {
  focusFirstInvalid,
  hasProblems,
  preloadSending,
  readForm,
  recheckedProblems,
  scrollBehavior,
  useAfterRender,
  useHydrated,
  type Problems,
  type SubmissionRules,
} from '../form/use-form';
import { contactFields, contactPayload, contactProblems, contactServerProblems, type ContactField, type ContactValues } from './contact-rules';

type Status = 'idle' | 'submitting' | 'sent' | 'error';
/** What the line above the button says; texts are looked up when rendering, so a language switch re-words them. */
type Notice = { kind: 'sent' } | { kind: 'saved' } | { kind: 'fix' } | { kind: 'failed'; error: unknown };

const names = [...contactFields, 'website'] as const;

export interface ContactFormProps {
  /** the level of the form's heading in the page that shows it (2 by default) */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The contact form (docs/product.md#form-states): first and last name, email, phone and message
 * required, service type optional. Checked in the browser with the server's own rules before
 * sending, and the server's 422 problems shown on their fields. States: idle; submitting
 * (fields and button disabled, spinner); sent ('Sent!', the green message, the form cleared
 * and scrolled to its top, where the message is); error (red: the server's message, else the
 * form's failure text), with everything typed kept.
 */
export function ContactForm({ t, headingLevel = 2 }: ContactFormProps & { t: FormTexts }) {
  const core = useT();
  const lang = useLanguage();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const busy = useRef(false);
  const [keys] = useState(keyring);
  const [status, setStatus] = useState<Status>('idle');
  const [problems, setProblems] = useState<Problems<ContactField>>({});
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const after = useAfterRender();
  const titleId = useId();
  const text = t.contactForm;

  const values = () => readForm(form.current!, names) as ContactValues;
  const payloadOf = (current: ContactValues, rules: SubmissionRules) =>
    contactPayload(current, { serviceLabel: (type) => t.serviceTypes[type], defaultSubject: rules.DEFAULT_CONTACT_SUBJECT });

  function fail(error: unknown, onFields: Problems<ContactField> = {}) {
    setProblems(onFields);
    setOutcome({ kind: 'failed', error });
    setStatus('error');
    after(() => (hasProblems(onFields) ? focusFirstInvalid(form.current) : notice.current?.focus()));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      const current = values();
      let rules: SubmissionRules;
      try {
        rules = await submissionsApi();
      } catch (error) {
        fail(error);
        return;
      }
      const payload = payloadOf(current, rules);
      const found = contactProblems(current, payload, rules);
      if (hasProblems(found)) {
        setProblems(found);
        setOutcome({ kind: 'fix' });
        setStatus('error');
        after(() => focusFirstInvalid(form.current));
        return;
      }
      setProblems({});
      setOutcome(null);
      setStatus('submitting');
      try {
        await rules.sendContactMessage(payload, lang, { idempotencyKey: keys.keyFor(payload) });
      } catch (error) {
        if (error instanceof rules.SavedOfflineError) {
          // In the outbox, sent when the network is back: the form is done with it.
          keys.forget();
          form.current?.reset();
          setStatus('idle');
          setOutcome({ kind: 'saved' });
          after(() => notice.current?.focus());
          return;
        }
        const fields = serverFieldErrors(error);
        fail(error, fields ? contactServerProblems(fields, current, rules) : {});
        return;
      }
      keys.forget();
      form.current?.reset();
      setStatus('sent');
      setOutcome({ kind: 'sent' });
      after(() => {
        form.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
        notice.current?.focus({ preventScroll: true });
      });
    } finally {
      busy.current = false;
    }
  }

  /** A field marked wrong is checked again as the visitor corrects it; a new edit after 'Sent!' starts a new message. */
  async function edited(event: FormEvent<HTMLFormElement>) {
    if (status === 'sent') {
      setStatus('idle');
      setOutcome(null);
    }
    const name = (event.target as HTMLInputElement).name as ContactField;
    const halves: readonly ContactField[] = name === 'firstName' || name === 'lastName' ? ['firstName', 'lastName'] : [name];
    if (!halves.some((field) => problems[field]) || !form.current) return;
    let rules: SubmissionRules;
    try {
      rules = await submissionsApi();
    } catch {
      return; // The schemas could not load: the next submit says so.
    }
    if (!form.current) return;
    const current = values();
    const found = contactProblems(current, payloadOf(current, rules), rules);
    setProblems((shown) => recheckedProblems(shown, found, halves));
  }

  const error = (field: ContactField) => (problems[field] ? validationMessage(problems[field], t) : undefined);
  const submitting = status === 'submitting';
  const errorText =
    outcome?.kind === 'fix' && hasProblems(problems) ? t.forms.fixErrors : outcome?.kind === 'failed' ? failureText(outcome.error, t, text.failure) : null;

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={(event) => void edited(event)}
      onFocus={preloadSending}
      aria-labelledby={titleId}
      aria-busy={submitting}
      className="card p-6 sm:p-8"
      data-testid="contact-form"
    >
      {createElement(`h${headingLevel}`, { id: titleId, className: 'text-xl font-bold text-fg sm:text-2xl' }, text.title)}
      <FormNotices
        success={outcome?.kind === 'sent' ? text.success : outcome?.kind === 'saved' ? t.forms.savedOffline : null}
        error={errorText}
        noticeRef={notice}
        noticeClassName="mt-5"
      />
      <fieldset disabled={submitting} className="mt-6 grid min-w-0 gap-5 sm:grid-cols-2">
        <TextField name="firstName" label={text.firstName} autoComplete="given-name" error={error('firstName')} />
        <TextField name="lastName" label={text.lastName} autoComplete="family-name" error={error('lastName')} />
        <TextField name="email" {...emailInput} label={text.email} error={error('email')} />
        <TextField name="phone" {...phoneInput} label={text.phone} error={error('phone')} />
        <SelectField
          name="serviceType"
          label={text.serviceType}
          placeholder={text.serviceTypePlaceholder}
          optionalLabel={core.common.optional}
          error={error('serviceType')}
          className="sm:col-span-2"
        >
          {contactServiceTypes.map((type) => (
            <option key={type} value={type}>
              {t.serviceTypes[type]}
            </option>
          ))}
        </SelectField>
        <TextAreaField name="message" label={text.message} placeholder={text.messagePlaceholder} error={error('message')} className="sm:col-span-2" />
        <Honeypot label={t.forms.honeypot} />
        <div className="sm:col-span-2">
          <SubmitButton
            label={submitting ? text.sending : status === 'sent' ? text.sent : text.submit}
            busy={submitting}
            disabled={submitting}
            awaitingCode={!hydrated}
            className="w-full sm:w-auto sm:min-w-48"
          />
        </div>
      </fieldset>
    </form>
  );
}
