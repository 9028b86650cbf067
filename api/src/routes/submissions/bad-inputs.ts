import { validationText } from '@site/shared/contract';

/**
 * The inputs a submission refuses, each as the JSON route gets it and as the page gets the same
 * thing from a browser's own form post (api/src/site/form-posts.ts): what the JSON route answers
 * in its 422 `errors`, and what the page shows on the form's fields. One table for both tests
 * (submissions.db.test.ts, form-posts.db.test.ts), so the two doors refuse the same things.
 */
export interface BadInput {
  name: string;
  kind: 'contact' | 'consultation' | 'newsletter';
  json: Record<string, unknown>;
  /** the 422's `errors` */
  errors: Record<string, string>;
  /** the same, as the form's fields (a hand-made post can carry what the form's controls cannot) */
  form: Record<string, string>;
  /** the problems the page shows on the form's fields */
  problems: Record<string, string>;
}

const contactJson = { name: 'Sara Ali', email: 'sara@example.com', phone: '+20 100 123 4567', subject: '', message: 'A website for our bakery, please.' };
const contactForm = {
  firstName: 'Sara',
  lastName: 'Ali',
  email: 'sara@example.com',
  phone: '+20 100 123 4567',
  serviceType: '',
  message: 'A website for our bakery, please.',
};
const consultationJson = {
  name: 'Sara Ali',
  email: 'sara@example.com',
  phone: '+20 100 123 4567',
  description: 'A booking app for our clinics.',
  country: 'egypt',
  service_id: '2',
  preferred_date: '2025-09-23',
  preferred_time: '14:00',
};
const consultationForm = {
  name: 'Sara Ali',
  email: 'sara@example.com',
  phone: '+20 100 123 4567',
  description: 'A booking app for our clinics.',
  country: 'egypt',
  service: '2',
  date: '2025-09-23',
  time: 'afternoon',
};

export const badInputs: readonly BadInput[] = [
  {
    name: 'a name, an email, a phone and a message the contract refuses',
    kind: 'contact',
    json: { ...contactJson, name: 'R2 D2', email: 'nope', phone: '12', message: 'short' },
    errors: { name: validationText.name, email: validationText.email, phone: validationText.phone, message: validationText.minLength(10) },
    form: { ...contactForm, firstName: 'R2', lastName: 'D2', email: 'nope', phone: '12', message: 'short' },
    problems: { firstName: validationText.name, email: validationText.email, phone: validationText.phone, message: validationText.minLength(10) },
  },
  {
    name: 'required fields left blank',
    kind: 'contact',
    json: { ...contactJson, name: ' ', email: '', message: '' },
    errors: { name: validationText.minLength(2), email: validationText.email, message: validationText.minLength(10) },
    form: { ...contactForm, firstName: ' ', lastName: '', email: '', message: '' },
    problems: { firstName: validationText.required, lastName: validationText.required, email: validationText.required, message: validationText.required },
  },
  {
    name: 'a message longer than 5000 characters',
    kind: 'contact',
    json: { ...contactJson, message: 'ب'.repeat(5001) },
    errors: { message: validationText.maxLength(5000) },
    form: { ...contactForm, message: 'ب'.repeat(5001) },
    problems: { message: validationText.maxLength(5000) },
  },
  {
    name: 'text neither database stores as sent (NUL)',
    kind: 'contact',
    json: { ...contactJson, message: 'hello\u0000 world, more text' },
    errors: { message: 'Invalid characters' },
    form: { ...contactForm, message: 'hello\u0000 world, more text' },
    problems: { message: 'Invalid characters' },
  },
  {
    name: 'choices the form does not offer and an impossible date',
    kind: 'consultation',
    json: { ...consultationJson, service_id: '10', country: 'mars', preferred_date: '2025-02-30', preferred_time: '25:00' },
    errors: { service_id: validationText.choice, country: validationText.choice, preferred_date: validationText.date, preferred_time: validationText.time },
    form: { ...consultationForm, service: '10', country: 'mars', date: '2025-02-30', time: 'midnight' },
    problems: { service: validationText.choice, country: validationText.choice, date: validationText.date, time: validationText.choice },
  },
  {
    name: 'an address the contract refuses',
    kind: 'newsletter',
    json: { email: 'reader@' },
    errors: { email: validationText.email },
    form: { email: 'reader@' },
    problems: { email: validationText.email },
  },
];

/** A valid body of each kind, as JSON and as the form's fields. */
export const goodInputs = {
  contact: { json: contactJson, form: contactForm },
  consultation: { json: consultationJson, form: consultationForm },
  newsletter: { json: { email: 'reader@example.com' }, form: { email: 'reader@example.com' } },
} as const;
