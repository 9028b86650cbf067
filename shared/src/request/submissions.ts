import {
  DEFAULT_CONTACT_SUBJECT,
  submissionPaths,
  submissionResponseSchema,
  type ConsultationPayload,
  type ContactMessagePayload,
  type Language,
  type NewsletterPayload,
  type SubmissionResponse,
} from '@site/shared/contract';
import { NetworkError, RequestTimeoutError } from './errors';
import { offlineBackup, type SendKind } from './offline-backup';
import { postJson } from './post-json';

/**
 * A submission made without a network was kept in the offline outbox, to be sent (with the
 * same Idempotency-Key) once the network is back: the form says so instead of an error.
 * (Here, in the submissions chunk, not in the first page: forms test `rules.SavedOfflineError`.)
 */
export class SavedOfflineError extends Error {
  constructor() {
    super('Saved. It will be sent when you are back online.');
    this.name = 'SavedOfflineError';
  }
}

// The forms reach the contract's rules through this chunk (`submissionCalls()`): loaded with a
// form's first use, never with the first page.
export { DEFAULT_CONTACT_SUBJECT };
export { nameProblems, validateSubmission, type SubmissionKind } from '@site/shared/contract';

type WithoutLanguage<T> = Omit<T, 'language'>;

export interface SubmitOptions {
  signal?: AbortSignal | undefined;
  /**
   * Sent as `Idempotency-Key`: the server stores one row per key and replays its first reply to
   * a repeat. The request client's own retries resend it as it is; a form keeps one key for one
   * submission (the visitor sending the same thing again after a failure) and takes a new one
   * after a success or when the fields change.
   */
  idempotencyKey?: string | undefined;
}

/**
 * Sends a submission. Without a network (the browser says it is offline, or the request
 * failed or timed out on the way), a submission with an Idempotency-Key is kept in the offline
 * outbox and sent once the network is back (docs/offline.md); the call then rejects with
 * `SavedOfflineError`, which the form shows as 'Saved. It will be sent when you are back
 * online.' A time-out may have reached the server: the resend carries the same key, so the
 * server keeps one row.
 */
async function post(kind: SendKind, path: string, payload: object, lang: Language, options: SubmitOptions): Promise<SubmissionResponse> {
  const body = { ...payload, language: lang };
  const key = options.idempotencyKey;
  const saveForLater = async (error: unknown): Promise<never> => {
    // The offline store keeps it (offline-backup.ts); without one, the form shows the failure as it is.
    const backup = offlineBackup();
    if (!backup) throw error;
    try {
      await backup.keepSend({ key: key!, kind, path, lang, body, createdAt: Date.now() });
    } catch {
      throw error; // No IndexedDB here: the form shows the failure as it is.
    }
    throw new SavedOfflineError();
  };
  if (key && typeof navigator !== 'undefined' && navigator.onLine === false) return saveForLater(new NetworkError());
  try {
    return await postJson(path, body, submissionResponseSchema, {
      lang,
      signal: options.signal,
      ...(key && { headers: { 'Idempotency-Key': key } }),
    });
  } catch (error) {
    if (key && !options.signal?.aborted && (error instanceof NetworkError || error instanceof RequestTimeoutError)) return saveForLater(error);
    throw error;
  }
}

/**
 * POST /v1/messages/contact. On failure the error is an `HttpError` whose body holds the
 * server's message (`serverMessage(error)`); the screen falls back to its own text.
 */
export function sendContactMessage(payload: WithoutLanguage<ContactMessagePayload>, lang: Language, options: SubmitOptions = {}): Promise<SubmissionResponse> {
  const subject = payload.subject?.trim() ? payload.subject : DEFAULT_CONTACT_SUBJECT;
  return post('contact', submissionPaths.contact, { ...payload, subject }, lang, options);
}

/** POST /v1/messages/newsletter: `success`, `message`. */
export function subscribeNewsletter(payload: WithoutLanguage<NewsletterPayload>, lang: Language, options: SubmitOptions = {}): Promise<SubmissionResponse> {
  return post('newsletter', submissionPaths.newsletter, payload, lang, options);
}

/** POST /v1/consultations/free: the `success` flag decides (a reply without it is an error). */
export function requestConsultation(payload: WithoutLanguage<ConsultationPayload>, lang: Language, options: SubmitOptions = {}): Promise<SubmissionResponse> {
  return post('consultation', submissionPaths.consultation, payload, lang, options);
}
