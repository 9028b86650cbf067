import { interpolate, type CoreTexts } from '@site/shared/i18n';
import { HttpError, InvalidResponseError, NetworkError, RequestTimeoutError } from './errors';

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
