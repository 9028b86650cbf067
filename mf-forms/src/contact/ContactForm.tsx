import { contactForm, contactServiceTypes, type ContactField } from '@site/shared/contract';
import { useT } from '@site/shared/react';
import { validationMessage, type FormTexts } from '@site/shared/i18n';
import { createElement, useId, useRef } from 'react';
import { failureText } from '../form/failure';
import { emailInput, Honeypot, phoneInput, SelectField, TextAreaField, TextField } from '../form/Fields';
import { focusFirstInvalid, scrollBehavior } from '../form/form-dom';
import { FormNotices, SubmitButton } from '../form/Notice';
import { hasProblems } from '../form/problems';
import { useSubmission } from '../form/use-submission';

export interface ContactFormProps {
  /** the level of the form's heading in the page that shows it (2 by default) */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The contact form (docs/product.md#form-states): first and last name, email, phone and message required,
 * service type optional. Checked in the browser with the server's own rules before sending, and
 * the server's 422 problems shown on their fields. States: idle; sending (fields and button
 * disabled, spinner); sent ('Sent!', the green message, the form cleared and scrolled to its top,
 * where the message is); failed (red: the server's message, else the form's text), with
 * everything typed kept.
 */
export function ContactForm({ t, headingLevel = 2 }: ContactFormProps & { t: FormTexts }) {
  const core = useT();
  const notice = useRef<HTMLParagraphElement>(null);
  const titleId = useId();
  const text = t.contactForm;
  const { state, problems, typed, hidden, formProps } = useSubmission({
    form: contactForm,
    t,
    send: (calls, body, lang, options) => calls.sendContactMessage(body, lang, options),
    // The two name halves are checked as the one name the server gets.
    recheck: (field) => (field === 'firstName' || field === 'lastName' ? ['firstName', 'lastName'] : [field]),
    onShown(shown, form) {
      if (shown.status === 'sent') {
        form?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
        notice.current?.focus({ preventScroll: true });
      } else if (hasProblems('problems' in shown ? shown.problems : {})) focusFirstInvalid(form);
      else if (shown.status === 'failed' || shown.status === 'saved') notice.current?.focus();
    },
  });

  const error = (field: ContactField) => (problems[field] ? validationMessage(problems[field], t) : undefined);
  const submitting = state.status === 'sending';
  const errorText =
    state.status === 'invalid' && hasProblems(problems) ? t.forms.fixErrors : state.status === 'failed' ? failureText(state.failure, t, text.failure) : null;

  return (
    <form {...formProps} aria-labelledby={titleId} className="card p-6 sm:p-8" data-testid="contact-form">
      {createElement(`h${headingLevel}`, { id: titleId, className: 'text-xl font-bold text-fg sm:text-2xl' }, text.title)}
      <FormNotices
        success={state.status === 'sent' ? text.success : state.status === 'saved' ? t.forms.savedOffline : null}
        error={errorText}
        noticeRef={notice}
        noticeClassName="mt-5"
      />
      <fieldset disabled={submitting} className="mt-6 grid min-w-0 gap-5 sm:grid-cols-2">
        {hidden}
        <TextField name="firstName" label={text.firstName} autoComplete="given-name" error={error('firstName')} defaultValue={typed.firstName} />
        <TextField name="lastName" label={text.lastName} autoComplete="family-name" error={error('lastName')} defaultValue={typed.lastName} />
        <TextField name="email" {...emailInput} label={text.email} error={error('email')} defaultValue={typed.email} />
        <TextField name="phone" {...phoneInput} label={text.phone} error={error('phone')} defaultValue={typed.phone} />
        <SelectField
          name="serviceType"
          label={text.serviceType}
          placeholder={text.serviceTypePlaceholder}
          optionalLabel={core.common.optional}
          error={error('serviceType')}
          defaultValue={typed.serviceType ?? ''}
          className="sm:col-span-2"
        >
          {contactServiceTypes.map((type) => (
            <option key={type} value={type}>
              {t.serviceTypes[type]}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          name="message"
          label={text.message}
          placeholder={text.messagePlaceholder}
          error={error('message')}
          defaultValue={typed.message}
          className="sm:col-span-2"
        />
        <Honeypot label={t.forms.honeypot} />
        <div className="sm:col-span-2">
          <SubmitButton
            label={submitting ? text.sending : state.status === 'sent' ? text.sent : text.submit}
            busy={submitting}
            disabled={submitting}
            className="w-full sm:w-auto sm:min-w-48"
          />
        </div>
      </fieldset>
    </form>
  );
}
