import { limits, validationText } from '@site/shared/contract';
import type { FormTexts } from './dictionary';
import { interpolate } from './text';

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
