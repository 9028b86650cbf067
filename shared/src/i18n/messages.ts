import { HttpError, InvalidResponseError, NetworkError, RequestTimeoutError, serverMessage } from '../api/errors';
import { limits, validationText } from '../contract/validation-text';
import { interpolate } from '../format/text';
import type { CoreTexts, FormTexts } from './dictionary';

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

const byEnglish: ReadonlyMap<string, (t: FormTexts) => string> = new Map<string, (t: FormTexts) => string>([
  [validationText.required, (t) => t.validation.required],
  [validationText.email, (t) => t.validation.email],
  [validationText.phone, (t) => t.validation.phone],
  [validationText.name, (t) => t.validation.name],
  [validationText.date, (t) => t.validation.date],
  [validationText.time, (t) => t.validation.time],
  [validationText.choice, (t) => t.validation.choice],
  ...Object.values(limits).flatMap((bounds: { min?: number; max?: number }) => [
    ...(bounds.min ? [[validationText.minLength(bounds.min), (t: FormTexts) => interpolate(t.validation.minLength, { min: bounds.min! })] as const] : []),
    ...(bounds.max ? [[validationText.maxLength(bounds.max), (t: FormTexts) => interpolate(t.validation.maxLength, { max: bounds.max! })] as const] : []),
  ]),
]);

/**
 * A validation message of the wire contract (its English labels: docs/product.md#validation-rules) in
 * the dictionary's language; an unknown message is returned as it is.
 */
export function validationMessage(message: string, t: FormTexts): string {
  return byEnglish.get(message)?.(t) ?? message;
}
