import type { Language } from '../contract/envelope';
import type { ConsultationPayload, ContactMessagePayload, NewsletterPayload, SubmissionResponse } from '../contract/submissions';
import { submissionResponseSchema } from '../contract/submissions';
import { HttpError, serverMessage } from './errors';
import { postJson } from './get-json';

/** Spec section 5: the contact subject when the visitor picks none ('general inquiry', in Arabic). */
export const DEFAULT_CONTACT_SUBJECT = 'استفسار عام';

type WithoutLanguage<T> = Omit<T, 'language'>;

/**
 * POST /v1/messages/contact. On failure the error is an `HttpError` whose body holds the
 * server's message (`serverMessage(error)`); the screen falls back to its own text.
 */
export function sendContactMessage(payload: WithoutLanguage<ContactMessagePayload>, lang: Language, signal?: AbortSignal): Promise<SubmissionResponse> {
  const subject = payload.subject?.trim() ? payload.subject : DEFAULT_CONTACT_SUBJECT;
  return postJson('/v1/messages/contact', { ...payload, subject, language: lang }, submissionResponseSchema, { lang, ...(signal && { signal }) });
}

/** POST /v1/messages/newsletter: `success`, `message`. */
export function subscribeNewsletter(payload: WithoutLanguage<NewsletterPayload>, lang: Language, signal?: AbortSignal): Promise<SubmissionResponse> {
  return postJson('/v1/messages/newsletter', { ...payload, language: lang }, submissionResponseSchema, { lang, ...(signal && { signal }) });
}

/** POST /v1/consultations/free: the `success` flag decides (a reply without it is an error). */
export function requestConsultation(payload: WithoutLanguage<ConsultationPayload>, lang: Language, signal?: AbortSignal): Promise<SubmissionResponse> {
  return postJson('/v1/consultations/free', { ...payload, language: lang }, submissionResponseSchema, { lang, ...(signal && { signal }) });
}
