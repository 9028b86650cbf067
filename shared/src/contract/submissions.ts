import { z } from 'zod/mini';
import { ATTRIBUTION_MAX, UNPRINTABLE } from './attribution';
import { consultationServiceIds, countries } from './choices';
import { languageSchema } from './envelope';
import { limits, validationText } from './validation-text';

/**
 * Bodies of the three POSTs (docs/product.md#the-calls), with the bounds the server enforces. Error
 * texts are the generic validation labels (docs/product.md#validation-rules). The forms use the same
 * schemas, so a visitor sees the server's rules before sending.
 */
function boundedText(min: number, max: number) {
  return z
    .string({ error: validationText.required })
    .check(
      z.trim(),
      z.minLength(Math.max(min, 1), min > 1 ? validationText.minLength(min) : validationText.required),
      z.maxLength(max, validationText.maxLength(max)),
    );
}

/** Names in any script (Arabic included): letters and marks, with spaces, apostrophes, dots and dashes between. */
export const personNameSchema = z
  .string({ error: validationText.required })
  .check(
    z.trim(),
    z.minLength(limits.name.min, validationText.minLength(limits.name.min)),
    z.maxLength(limits.name.max, validationText.maxLength(limits.name.max)),
    z.regex(/^[\p{L}\p{M}][\p{L}\p{M}\s'’.-]*$/u, validationText.name),
  );

export const emailSchema = z
  .string({ error: validationText.required })
  .check(z.trim(), z.toLowerCase(), z.maxLength(limits.email.max, validationText.maxLength(limits.email.max)), z.email(validationText.email));

/** An international phone: digits with optional +, spaces, dashes, dots and brackets; 7 to 15 digits (E.164). */
export const phoneSchema = z.string({ error: validationText.required }).check(
  z.trim(),
  z.regex(/^\+?[\d\s\-().]+$/, validationText.phone),
  z.refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  }, validationText.phone),
);

/** A honeypot: a field real visitors never see; anything in it marks a bot. */
export const honeypotSchema = z.optional(z.string());
export const HONEYPOT_FIELD = 'company_website';

export const contactMessageSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  subject: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(limits.subject.max, validationText.maxLength(limits.subject.max))))),
  message: boundedText(limits.message.min, limits.message.max),
  language: z.optional(languageSchema),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ContactMessagePayload = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const newsletterSchema = z.object({
  email: emailSchema,
  language: z.optional(languageSchema),
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type NewsletterPayload = z.input<typeof newsletterSchema>;

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value);
}

/**
 * A label of where a request came from (attribution.ts): optional, trimmed, at most
 * ATTRIBUTION_MAX printable characters; an empty one is none.
 */
const attributionSchema = z.optional(
  z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(ATTRIBUTION_MAX, validationText.maxLength(ATTRIBUTION_MAX)),
      z.refine((value) => !UNPRINTABLE.test(value), 'Invalid characters'),
    ),
  ),
);

export const consultationSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  description: z.nullable(z.string().check(z.trim(), z.maxLength(limits.description.max, validationText.maxLength(limits.description.max)))),
  country: z.nullable(z.enum(countries, validationText.choice)),
  service_id: z.pipe(
    z.union([z.string(), z.int()], validationText.choice),
    z.pipe(
      z.transform((value: string | number) => String(value)),
      z.enum(consultationServiceIds, validationText.choice),
    ),
  ),
  preferred_date: z.string({ error: validationText.date }).check(z.refine(isCalendarDate, validationText.date)),
  preferred_time: z.string({ error: validationText.time }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, validationText.time)),
  language: z.optional(languageSchema),
  // Where it came from, as the partner's page says (docs/embedding.md#attribution).
  source: attributionSchema,
  utm_source: attributionSchema,
  utm_medium: attributionSchema,
  utm_campaign: attributionSchema,
  [HONEYPOT_FIELD]: honeypotSchema,
});
export type ConsultationPayload = z.input<typeof consultationSchema>;
export type Consultation = z.output<typeof consultationSchema>;

/** A successful submission: `success` decides, `message` is shown, `data.id` names the stored row. */
export const submissionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.optional(z.object({ id: z.optional(z.int()) })),
});
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>;

const schemas = { contact: contactMessageSchema, newsletter: newsletterSchema, consultation: consultationSchema } as const;
/** The three submissions, by the name the forms and the API's routes give them. */
export type SubmissionKind = keyof typeof schemas;

/**
 * What the server answers 422 for: field → its first problem, in the contract's words
 * (`validationMessage` puts them in the page's language), as in the `errors` of the server's
 * reply. Empty when the body would be accepted. The browser asks it through `submissionCalls()`
 * (the schemas load with a form's first use, never with the first page); the server renders a
 * form's problems with it.
 */
export function validateSubmission(kind: SubmissionKind, body: Readonly<Record<string, unknown>>): Record<string, string> {
  const result = schemas[kind].safeParse(body);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.path.length > 0) errors[String(issue.path[0])] ??= issue.message;
    }
  }
  return errors;
}

/** Every problem the contract's name rule finds with `value` (the contact form asks it of each half of the name it joins). */
export function nameProblems(value: string): string[] {
  const result = personNameSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
