import { consultationDefaults, consultationServiceIds, countries, timeSlots, type ConsultationServiceId, type Country, type TimeSlot } from './choices';
import type { HtmlForm, Problems, SubmissionRules } from './html-forms';
import type { ConsultationPayload } from './submissions';
import { validationText } from './validation-text';

/** The consultation form's fields (docs/product.md#validation-rules), by their control names. */
const consultationFields = ['name', 'email', 'phone', 'service', 'country', 'date', 'time', 'description'] as const;
export type ConsultationField = (typeof consultationFields)[number];
/** What the form holds: its fields and the honeypot (`website`). */
export type ConsultationValues = Readonly<Record<ConsultationField | 'website', string>>;
export type ConsultationBody = Omit<ConsultationPayload, 'language'>;

const required: readonly ConsultationField[] = ['name', 'email', 'phone', 'service', 'description'];
const slots = Object.keys(timeSlots) as TimeSlot[];
/** The choices of each select: a value the form does not offer is a wrong choice. */
const choices: Partial<Record<ConsultationField, readonly string[]>> = { service: consultationServiceIds, country: countries, time: slots };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/**
 * The body of POST /v1/consultations/free: the service as `service_id`, the time slot as its
 * `preferred_time` (morning 09:00, afternoon 14:00, evening 17:00, night 19:00, flexible 12:00);
 * the documented defaults for what is missing (service_id '1', preferred_date 2025-09-23,
 * preferred_time '14:00'); description and country null when empty; the honeypot as it is.
 */
export function consultationPayload(values: ConsultationValues): ConsultationBody {
  const service: ConsultationServiceId = isOneOf(consultationServiceIds, values.service) ? values.service : consultationDefaults.service_id;
  const country: Country | null = isOneOf(countries, values.country) ? values.country : null;
  const slot: TimeSlot | null = isOneOf(slots, values.time) ? values.time : null;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    description: values.description.trim() || null,
    country,
    service_id: service,
    preferred_date: values.date.trim() || consultationDefaults.preferred_date,
    preferred_time: slot ? timeSlots[slot] : consultationDefaults.preferred_time,
    company_website: values.website,
  };
}

/** The server's field of the body → the form's field that shows its problem. */
const formFieldOf: Readonly<Record<string, ConsultationField>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  service_id: 'service',
  country: 'country',
  preferred_date: 'date',
  preferred_time: 'time',
  description: 'description',
};

/** The server's 422 problems (`errors: {field: text}`) on the form's fields; those of no field are left out. */
export function consultationServerProblems(errors: Readonly<Record<string, string>>): Problems<ConsultationField> {
  const problems: Problems<ConsultationField> = {};
  for (const [field, message] of Object.entries(errors)) {
    const target = formFieldOf[field];
    if (target) problems[target] ??= message;
  }
  return problems;
}

/**
 * The form's problems before sending: a required field left blank says so (the form asks for
 * a service and a description, which the server would default or leave null), a choice the form
 * does not offer is wrong; the rest are the server's own rules on the body it would get
 * (`validateSubmission`: the same schemas).
 */
export function consultationProblems(values: ConsultationValues, payload: ConsultationBody, rules: SubmissionRules): Problems<ConsultationField> {
  const problems: Problems<ConsultationField> = {};
  for (const field of required) if (!values[field].trim()) problems[field] = validationText.required;
  for (const [field, list] of Object.entries(choices) as [ConsultationField, readonly string[]][]) {
    if (!problems[field] && values[field] && !list.includes(values[field])) problems[field] = validationText.choice;
  }
  const server = consultationServerProblems(rules.validateSubmission('consultation', payload));
  for (const field of consultationFields) if (!problems[field] && server[field]) problems[field] = server[field];
  return problems;
}

/** The consultation form as data (html-forms.ts). */
export const consultationForm: HtmlForm<ConsultationField, ConsultationBody> = {
  kind: 'consultation',
  fields: consultationFields,
  problems: (values, rules) => consultationProblems(values, consultationPayload(values), rules),
  payload: (values) => consultationPayload(values),
  serverProblems: (errors) => consultationServerProblems(errors),
};
