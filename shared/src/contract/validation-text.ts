/**
 * The generic validation labels (docs/product.md#validation-rules) and the length bounds of the submission
 * schemas. Apart from the schemas (no zod here), so the texts module can translate these
 * messages without making the submission schemas part of every page.
 */
export const validationText = {
  required: 'This field is required',
  email: 'Invalid email address',
  phone: 'Invalid phone number',
  name: 'Please enter a valid name',
  date: 'Invalid date',
  time: 'Invalid time',
  choice: 'Invalid choice',
  minLength: (min: number) => `Minimum length is ${min} characters`,
  maxLength: (max: number) => `Maximum length is ${max} characters`,
} as const;

export const limits = {
  name: { min: 2, max: 100 },
  email: { max: 254 },
  subject: { max: 150 },
  message: { min: 10, max: 5000 },
  description: { max: 5000 },
} as const;

/**
 * The newsletter's 422 for an address it already has (message and `errors.email`). Here, with the
 * texts every page has, rather than in submission-texts.ts: the first page's request client tells
 * 'already subscribed' by it (`isAlreadySubscribed`).
 */
export const EMAIL_EXISTS = 'Email already exists';
