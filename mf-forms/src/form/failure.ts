import { HttpError, InvalidResponseError, serverMessage } from '@site/shared/api';
import type { FormTexts } from '@site/shared/i18n';

/**
 * What a failed submission shows (docs/product.md#error-catalogue): the server's own message when it sent one
 * for this request (a 4xx: `{success: false, message}`, in the body's language), else the
 * form's text. Two exceptions: a 429's message is the rate limiter's, in English whatever the
 * page's language, so the dictionary says it; and a 5xx says nothing worth showing (a generic
 * English line), so the form's own text stands.
 */
export function failureText(error: unknown, t: FormTexts, fallback: string): string {
  if (error instanceof HttpError) {
    if (error.status === 429) return t.forms.tooManyRequests;
    if (error.status < 500) return serverMessage(error) ?? fallback;
  }
  return fallback;
}

/** A reply the client could not take as a success (no `success: true`), which the consultation counts as a failure. */
export function isUnsuccessfulReply(error: unknown): boolean {
  return error instanceof InvalidResponseError;
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
