import { interpolate, type CoreTexts } from '@site/shared/i18n';
import { HttpError, InvalidResponseError, NetworkError, RequestTimeoutError, serverMessage } from './errors';

/**
 * The visitor-facing text of a request error, in the dictionary's language: time-out,
 * network and HTTP errors get their text (docs/product.md#error-catalogue); anything else the section's own fallback.
 */
export function requestErrorText(error: unknown, t: CoreTexts, fallback: string = t.errors.generic): string {
  if (error instanceof RequestTimeoutError) return t.errors.timeout;
  if (error instanceof NetworkError) return t.errors.network;
  if (error instanceof InvalidResponseError) return t.errors.invalidResponse;
  if (error instanceof HttpError) return interpolate(t.errors.http, { code: error.status });
  return fallback;
}

/** The server's message of a failed submission when it sent one, else the screen's text (docs/product.md#error-catalogue). */
export function submissionErrorText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
