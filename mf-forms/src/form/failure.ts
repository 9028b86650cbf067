import { HttpError, InvalidResponseError, serverMessage } from '@site/shared/request';
import type { Failure } from '@site/shared/contract';
import type { FormTexts } from '@site/shared/i18n';

/** Why a submission failed, as the forms tell it (and as a server-rendered outcome carries it). */
export function failureOf(error: unknown): Failure {
  if (error instanceof HttpError) {
    const message = serverMessage(error);
    return message === undefined ? { status: error.status } : { status: error.status, message };
  }
  // A reply the client could not take as a success (no `success: true`): "success false".
  if (error instanceof InvalidResponseError) return { unsuccessful: true };
  return {};
}

/**
 * What a failed submission shows (docs/product.md#error-catalogue): the server's own message when it sent one for
 * this request (a 4xx: `{success: false, message}`, in the body's language), else the form's
 * text. Two exceptions: a 429's message is the rate limiter's, in English whatever the page's
 * language, so the dictionary says it; and a 5xx says nothing worth showing (a generic English
 * line), so the form's own text stands.
 */
export function failureText(failure: Failure, t: FormTexts, fallback: string): string {
  if (failure.status === 429) return t.forms.tooManyRequests;
  if (failure.status !== undefined && failure.status < 500) return failure.message ?? fallback;
  return fallback;
}

/** The per-field problems of a 422 (`errors: {field: text}`), or null. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const body = error.body as { errors?: unknown } | null;
  if (typeof body?.errors !== 'object' || body.errors === null) return null;
  const errors: Record<string, string> = {};
  for (const [field, text] of Object.entries(body.errors)) if (typeof text === 'string') errors[field] = text;
  return Object.keys(errors).length > 0 ? errors : null;
}
