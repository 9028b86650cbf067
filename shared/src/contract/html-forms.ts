import type { ContactServiceType } from './choices';
import { failAt, isRecord, type Checked } from './shape-check';
import type { nameProblems, SubmissionKind, validateSubmission } from './submissions';

/**
 * The three forms as HTML forms (docs/forms.md, "Without JavaScript"): what a browser posts
 * (`application/x-www-form-urlencoded`, to the page itself) besides the form's own fields, and
 * what the server renders the page with after it: the form's outcome. Zod-free: the host checks
 * a page's outcome before any schema has loaded.
 */
export type FormKind = SubmissionKind;
export const formKinds: readonly FormKind[] = ['contact', 'consultation', 'newsletter'];

/** The hidden fields of every form, and its honeypot (`company_website` in the JSON body). */
export const formField = { kind: 'form', key: 'idempotency_key', honeypot: 'website' } as const;

/** What the visitor typed, by the form's field names (never the honeypot). */
export type FormValues = Readonly<Record<string, string>>;

/**
 * Why a sent form failed, as the forms tell it (failure.ts in mf-forms): the HTTP status of a
 * refusal and its `message`; no status for a request that never got an answer; `unsuccessful`
 * for an answer without `success: true`.
 */
export interface Failure {
  status?: number;
  message?: string;
  unsuccessful?: true;
}

/**
 * A form's outcome, as the server rendered the page with it (in the page data too, so the form
 * hydrates in the same state): sent; refused by the form's own rules (`invalid`); or refused by
 * the API or failed on the way (`failed`, with the problems of a 422 on their fields). `key` is
 * the Idempotency-Key the form's hidden field carries next.
 */
export type FormOutcome =
  | { form: FormKind; key: string; state: 'sent' }
  | { form: FormKind; key: string; state: 'invalid'; values: FormValues; problems: Readonly<Problems<string>> }
  | { form: FormKind; key: string; state: 'failed'; values: FormValues; failure: Failure; problems?: Readonly<Problems<string>> };

const isStrings = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every((item) => typeof item === 'string');

/** A page data's `form`, or the first place where it is wrong. */
export function checkFormOutcome(value: unknown): Checked<FormOutcome> {
  if (!isRecord(value)) return failAt('form');
  const { form, key, state, values, problems, failure } = value;
  if (!formKinds.includes(form as FormKind)) return failAt('form.form');
  if (typeof key !== 'string') return failAt('form.key');
  if (state === 'sent') return { ok: true, value: { form: form as FormKind, key, state } };
  if (!isStrings(values)) return failAt('form.values');
  if (state === 'invalid' && isStrings(problems)) return { ok: true, value: { form: form as FormKind, key, state, values, problems } };
  if (state === 'failed' && isRecord(failure) && (problems === undefined || isStrings(problems))) {
    return { ok: true, value: { form: form as FormKind, key, state, values, failure: failure, ...(problems ? { problems } : {}) } };
  }
  return failAt('form.state');
}

/** A form's problems: field → the contract's words (`validationMessage` shows them in the page's language). */
export type Problems<F extends string> = Partial<Record<F, string>>;

/** The contract's rules a form checks with: in the browser from `submissionCalls()` (loaded on first use), on the server directly. */
export interface SubmissionRules {
  validateSubmission: typeof validateSubmission;
  nameProblems: typeof nameProblems;
}

/** The texts a body is made with (the forms' text pack has them): the contact subject is the service type as the visitor read it. */
export interface PayloadTexts {
  serviceTypes: Readonly<Record<ContactServiceType, string>>;
}

/**
 * One form as data, the same in the browser (its hook) and on the server (its HTML post): its
 * fields, its problems before sending, the JSON body it sends (without `language`), and the
 * server's 422 `errors` on its fields.
 */
export interface HtmlForm<F extends string, B> {
  kind: FormKind;
  fields: readonly F[];
  problems(values: Readonly<Record<F | 'website', string>>, rules: SubmissionRules, t: PayloadTexts): Problems<F>;
  payload(values: Readonly<Record<F | 'website', string>>, t: PayloadTexts): B;
  serverProblems(errors: Readonly<Record<string, string>>, values: Readonly<Record<F | 'website', string>>, rules: SubmissionRules): Problems<F>;
}
