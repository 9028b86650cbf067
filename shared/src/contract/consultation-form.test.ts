import { describe, expect, it } from 'vitest';
import { consultationPayload, consultationProblems, consultationServerProblems, type ConsultationValues } from './consultation-form';
import { nameProblems, validateSubmission } from './submissions';
import { validationText } from './validation-text';

const rules = { validateSubmission, nameProblems };

const filled: ConsultationValues = {
  name: ' Sara Ali ',
  email: 'sara@example.com ',
  phone: ' +966 55 123 4567',
  service: '3',
  country: 'jordan',
  date: '2026-12-01',
  time: 'evening',
  description: '  An online shop for our bakery. ',
  website: '',
};

describe('the consultation payload', () => {
  it('sends the chosen values, trimmed, with the service as service_id and the slot as its time', () => {
    expect(consultationPayload(filled)).toEqual({
      name: 'Sara Ali',
      email: 'sara@example.com',
      phone: '+966 55 123 4567',
      description: 'An online shop for our bakery.',
      country: 'jordan',
      service_id: '3',
      preferred_date: '2026-12-01',
      preferred_time: '17:00',
      company_website: '',
    });
  });

  it('maps each time slot to its preferred_time', () => {
    const times = Object.fromEntries(
      ['morning', 'afternoon', 'evening', 'night', 'flexible'].map((time) => [time, consultationPayload({ ...filled, time }).preferred_time]),
    );
    expect(times).toEqual({ morning: '09:00', afternoon: '14:00', evening: '17:00', night: '19:00', flexible: '12:00' });
  });

  it('uses the defaults when service, date or time are missing, and null for an empty description or country', () => {
    const payload = consultationPayload({ ...filled, service: '', date: '', time: '', description: '   ', country: '' });
    expect(payload).toMatchObject({ service_id: '1', preferred_date: '2025-09-23', preferred_time: '14:00', description: null, country: null });
  });

  it('carries the honeypot as it is', () => {
    expect(consultationPayload({ ...filled, website: 'bot was here' }).company_website).toBe('bot was here');
  });
});

describe('the consultation problems', () => {
  const problems = (values: ConsultationValues) => consultationProblems(values, consultationPayload(values), rules);

  it('none for a complete form, nor for one without its optional fields', () => {
    expect(problems(filled)).toEqual({});
    expect(problems({ ...filled, country: '', date: '', time: '' })).toEqual({});
  });

  it('requires name, email, phone, service type and project description', () => {
    const blank = { name: '', email: ' ', phone: '', service: '', country: '', date: '', time: '', description: '', website: '' };
    expect(problems(blank)).toEqual({
      name: validationText.required,
      email: validationText.required,
      phone: validationText.required,
      service: validationText.required,
      description: validationText.required,
    });
  });

  it("applies the server's rules to what is filled in", () => {
    expect(problems({ ...filled, name: 'S', email: 'no-at-sign', phone: 'call me', date: '2026-02-30' })).toEqual({
      name: validationText.minLength(2),
      email: validationText.email,
      phone: validationText.phone,
      date: validationText.date,
    });
  });

  it('says a choice the form does not offer is wrong (a hand-made post), rather than taking the default', () => {
    expect(problems({ ...filled, service: '10', country: 'mars', time: 'midnight' })).toEqual({
      service: validationText.choice,
      country: validationText.choice,
      time: validationText.choice,
    });
  });

  it("maps the server's 422 problems onto the fields that show them", () => {
    expect(consultationServerProblems({ service_id: 'Invalid choice', preferred_time: 'Invalid time', preferred_date: 'Invalid date', language: 'x' })).toEqual(
      {
        service: 'Invalid choice',
        time: 'Invalid time',
        date: 'Invalid date',
      },
    );
  });
});
