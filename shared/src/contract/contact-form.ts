import { contactServiceTypes, type ContactServiceType } from './choices';
import type { HtmlForm, PayloadTexts, Problems, SubmissionRules } from './html-forms';
import { DEFAULT_CONTACT_SUBJECT } from './submission-texts';
import type { ContactMessagePayload } from './submissions';
import { limits, validationText } from './validation-text';

/** The contact form's fields (docs/product.md#validation-rules), by their control names. */
const contactFields = ['firstName', 'lastName', 'email', 'phone', 'serviceType', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
/** What the form holds: its fields and the honeypot (`website`). */
export type ContactValues = Readonly<Record<ContactField | 'website', string>>;
export type ContactBody = Omit<ContactMessagePayload, 'language'>;

const required: readonly ContactField[] = ['firstName', 'lastName', 'email', 'phone', 'message'];

function isServiceType(value: string): value is ContactServiceType {
  return (contactServiceTypes as readonly string[]).includes(value);
}

/**
 * The body of POST /v1/messages/contact: the first and last name joined and trimmed; the subject
 * is the chosen service type as the visitor read it, or 'general inquiry' in Arabic when none was
 * chosen; the honeypot as it is.
 */
export function contactPayload(values: ContactValues, t: PayloadTexts): ContactBody {
  return {
    name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    subject: isServiceType(values.serviceType) ? t.serviceTypes[values.serviceType] : DEFAULT_CONTACT_SUBJECT,
    message: values.message.trim(),
    company_website: values.website,
  };
}

/**
 * The server checks one name, the two halves joined; its problem goes on the half that causes
 * it: the longer one when the name is too long, else the half the name rule refuses on its own.
 */
function nameField(message: string, values: ContactValues, rules: SubmissionRules): 'firstName' | 'lastName' {
  const first = values.firstName.trim();
  const last = values.lastName.trim();
  if (message === validationText.maxLength(limits.name.max)) return last.length > first.length ? 'lastName' : 'firstName';
  const refuses = (half: string) => rules.nameProblems(half).includes(validationText.name);
  return refuses(last) && !refuses(first) ? 'lastName' : 'firstName';
}

/** The server's field of the body → the form's field that shows its problem. */
function formField(field: string, message: string, values: ContactValues, rules: SubmissionRules): ContactField | undefined {
  switch (field) {
    case 'name':
      return nameField(message, values, rules);
    case 'subject':
      return 'serviceType';
    case 'email':
    case 'phone':
    case 'message':
      return field;
    default:
      return undefined;
  }
}

/** The server's 422 problems (`errors: {field: text}`) on the form's fields; those of no field are left out. */
export function contactServerProblems(errors: Readonly<Record<string, string>>, values: ContactValues, rules: SubmissionRules): Problems<ContactField> {
  const problems: Problems<ContactField> = {};
  for (const [field, message] of Object.entries(errors)) {
    const target = formField(field, message, values, rules);
    if (target) problems[target] ??= message;
  }
  return problems;
}

/**
 * The form's problems before sending: a required field left blank says so, a service type the
 * form does not offer is a wrong choice; the rest are the server's own rules on the body it
 * would get (`validateSubmission`: the same schemas). Messages are the contract's (English).
 */
export function contactProblems(values: ContactValues, payload: ContactBody, rules: SubmissionRules): Problems<ContactField> {
  const problems: Problems<ContactField> = {};
  for (const field of required) if (!values[field].trim()) problems[field] = validationText.required;
  if (values.serviceType && !isServiceType(values.serviceType)) problems.serviceType = validationText.choice;
  const server = contactServerProblems(rules.validateSubmission('contact', payload), values, rules);
  for (const field of contactFields) if (!problems[field] && server[field]) problems[field] = server[field];
  // A blank half is the name's only problem worth saying.
  if (problems.firstName === validationText.required || problems.lastName === validationText.required) {
    for (const half of ['firstName', 'lastName'] as const) if (problems[half] !== validationText.required) delete problems[half];
  }
  return problems;
}

/** The contact form as data (html-forms.ts). */
export const contactForm: HtmlForm<ContactField, ContactBody> = {
  kind: 'contact',
  fields: contactFields,
  problems: (values, rules, t) => contactProblems(values, contactPayload(values, t), rules),
  payload: contactPayload,
  serverProblems: contactServerProblems,
};
