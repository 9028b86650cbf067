import type { Language } from './envelope';
import type { SubmissionKind } from './submissions';

/**
 * The words of the submissions' wire contract (docs/api.md, "Submissions"), zod-free so the forms
 * can use them without the schemas. The API answers with them and the forms compare with them:
 * written once, here (`EMAIL_EXISTS` with the validation texts, which every page has).
 */

/** The contact subject when the visitor picks no service type: 'general inquiry', in Arabic (docs/forms.md). */
export const DEFAULT_CONTACT_SUBJECT = 'استفسار عام';

export { EMAIL_EXISTS } from './validation-text';

/** The rate limiter's 429 message, English whatever the request's language (the forms translate it). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** A POST's `Idempotency-Key`: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * Where each submission is posted, under the API's base path (docs/api.md#submissions): the
 * request client posts there and the server registers its routes there, from this one table.
 */
export const submissionPaths = {
  contact: '/v1/messages/contact',
  newsletter: '/v1/messages/newsletter',
  consultation: '/v1/consultations/free',
} as const satisfies Record<SubmissionKind, string>;

/** The API's reply messages, in the body's language. */
export const submissionReplies: Readonly<Record<'contact' | 'newsletter' | 'consultation' | 'invalid', Readonly<Record<Language, string>>>> = {
  contact: { en: 'Your message has been sent successfully! We will contact you soon.', ar: 'تم إرسال رسالتك بنجاح! سنتواصل معك قريباً.' },
  newsletter: { en: 'Successfully subscribed to newsletter!', ar: 'تم اشتراكك في النشرة البريدية بنجاح!' },
  consultation: { en: 'Request Sent Successfully! We will contact you within 24 hours.', ar: 'تم إرسال طلبك بنجاح! سنتواصل معك خلال 24 ساعة.' },
  invalid: { en: 'The given data was invalid.', ar: 'البيانات المرسلة غير صالحة.' },
};
