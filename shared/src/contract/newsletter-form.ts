import type { HtmlForm, Problems } from './html-forms';
import { EMAIL_EXISTS } from './submission-texts';
import type { NewsletterPayload } from './submissions';
import { validationText } from './validation-text';

export type NewsletterField = 'email';
export type NewsletterBody = Omit<NewsletterPayload, 'language'>;

/**
 * The footer's newsletter box as data (html-forms.ts): one field, required (blank after
 * trimming is `required`, which the box says as 'Please enter your email') and checked with the
 * server's rule. The server's `Email already exists` is no problem of the field: the box says
 * 'already subscribed' for it.
 */
export const newsletterForm: HtmlForm<NewsletterField, NewsletterBody> = {
  kind: 'newsletter',
  fields: ['email'],
  problems(values, rules): Problems<NewsletterField> {
    if (!values.email.trim()) return { email: validationText.required };
    const problem = rules.validateSubmission('newsletter', { email: values.email }).email;
    return problem ? { email: problem } : {};
  },
  payload: (values) => ({ email: values.email.trim(), company_website: values.website }),
  serverProblems(errors): Problems<NewsletterField> {
    const problem = errors['email'];
    return problem && problem !== EMAIL_EXISTS ? { email: problem } : {};
  },
};
