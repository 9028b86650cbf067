import { describe, expect, it } from 'vitest';
import { consultationSchema, contactMessageSchema, newsletterSchema } from './submissions';

const contact = {
  name: 'محمد عبد الله',
  email: ' Mohamed@Example.COM ',
  phone: '+966 (55) 123-4567',
  subject: 'استفسار عام',
  message: 'أرغب في تطوير موقع لشركتي.',
  language: 'ar',
};

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('contactMessageSchema', () => {
  it('accepts Arabic and Latin names, normalises email and trims', () => {
    const parsed = contactMessageSchema.parse(contact);
    expect(parsed.email).toBe('mohamed@example.com');
    expect(contactMessageSchema.safeParse({ ...contact, name: "Anne-Marie O'Neil" }).success).toBe(true);
  });

  it('names each invalid field with the generic label', () => {
    const result = contactMessageSchema.safeParse({ ...contact, name: 'R2D2', email: 'nope', phone: '12', message: 'short' });
    expect(errorsOf(result)).toEqual({
      name: 'Please enter a valid name',
      email: 'Invalid email address',
      phone: 'Invalid phone number',
      message: 'Minimum length is 10 characters',
    });
  });

  it('requires the required fields', () => {
    expect(errorsOf(contactMessageSchema.safeParse({}))).toMatchObject({
      name: 'This field is required',
      email: 'This field is required',
      phone: 'This field is required',
      message: 'This field is required',
    });
  });

  it('bounds lengths', () => {
    expect(contactMessageSchema.safeParse({ ...contact, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...contact, phone: '+1 234 567 890 123 456' }).success).toBe(false);
  });
});

describe('newsletterSchema', () => {
  it('needs a valid email', () => {
    expect(newsletterSchema.safeParse({ email: 'a@b.co' }).success).toBe(true);
    expect(newsletterSchema.safeParse({ email: '   ' }).success).toBe(false);
  });
});

describe('consultationSchema', () => {
  const request = {
    name: 'Sara Ali',
    email: 'sara@example.com',
    phone: '+20 100 123 4567',
    description: null,
    country: null,
    service_id: 3,
    preferred_date: '2025-09-23',
    preferred_time: '14:00',
  };

  it("accepts the form's defaults and a numeric service_id, as a string", () => {
    expect(consultationSchema.parse(request).service_id).toBe('3');
  });

  it('rejects unknown choices and impossible dates and times', () => {
    expect(
      errorsOf(consultationSchema.safeParse({ ...request, service_id: '10', country: 'mars', preferred_date: '2025-02-30', preferred_time: '25:00' })),
    ).toEqual({
      service_id: 'Invalid choice',
      country: 'Invalid choice',
      preferred_date: 'Invalid date',
      preferred_time: 'Invalid time',
    });
  });
});
