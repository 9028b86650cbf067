import { describe, expect, it } from 'vitest';
import { contactForm, contactPayload, contactProblems, contactServerProblems, type ContactValues } from './contact-form';
import { nameProblems, validateSubmission } from './submissions';
import { validationText } from './validation-text';

const rules = { validateSubmission, nameProblems };

const filled: ContactValues = {
  firstName: '  سارة ',
  lastName: ' علي  ',
  email: ' sara@example.com ',
  phone: '+20 100 123 4567',
  serviceType: '',
  message: '  We need a new website for our shop.  ',
  website: '',
};
const labels = {
  serviceTypes: {
    'web-development': 'Web',
    'mobile-apps': 'Apps',
    'digital-marketing': 'Marketing',
    'ui-ux-design': 'label of ui-ux-design',
    'other-services': 'Other',
  },
};

describe('the contact payload', () => {
  it('joins and trims the name, trims the rest, and carries the honeypot', () => {
    expect(contactPayload({ ...filled, website: 'http://spam.example' }, labels)).toEqual({
      name: 'سارة علي',
      email: 'sara@example.com',
      phone: '+20 100 123 4567',
      subject: 'استفسار عام',
      message: 'We need a new website for our shop.',
      company_website: 'http://spam.example',
    });
  });

  it("sends the chosen service type as the subject, else 'general inquiry' in Arabic", () => {
    expect(contactPayload({ ...filled, serviceType: 'ui-ux-design' }, labels).subject).toBe('label of ui-ux-design');
    expect(contactPayload({ ...filled, serviceType: '' }, labels).subject).toBe('استفسار عام');
    expect(contactPayload({ ...filled, serviceType: 'not-a-choice' }, labels).subject).toBe('استفسار عام');
  });

  it('joins a name with one half missing without a stray space', () => {
    expect(contactPayload({ ...filled, lastName: '   ' }, labels).name).toBe('سارة');
  });
});

describe('the contact problems (the server rules, on the form fields)', () => {
  const problems = (values: ContactValues) => contactProblems(values, contactPayload(values, labels), rules);

  it('none for a complete form', () => {
    expect(problems(filled)).toEqual({});
  });

  it('says a service type the form does not offer is a wrong choice (a hand-made post)', () => {
    expect(contactForm.problems({ ...filled, serviceType: 'not-a-choice' }, rules, labels)).toEqual({ serviceType: validationText.choice });
  });

  it('says "required" for every blank required field, and nothing of the optional service type', () => {
    const blank = { firstName: ' ', lastName: '', email: '', phone: '', serviceType: '', message: '   ', website: '' };
    expect(problems(blank)).toEqual({
      firstName: validationText.required,
      lastName: validationText.required,
      email: validationText.required,
      phone: validationText.required,
      message: validationText.required,
    });
  });

  it("applies the server's rules: email, phone digits, message length", () => {
    expect(problems({ ...filled, email: 'sara@', phone: '12 34', message: 'Too short' })).toEqual({
      email: validationText.email,
      phone: validationText.phone,
      message: validationText.minLength(10),
    });
    expect(problems({ ...filled, phone: '+1 234 567 890 123 456' }).phone).toBe(validationText.phone);
  });

  it('puts a name problem on the half that causes it', () => {
    expect(problems({ ...filled, lastName: 'Al1' })).toEqual({ lastName: validationText.name });
    expect(problems({ ...filled, firstName: '-Sara' })).toEqual({ firstName: validationText.name });
    // Too long together: on the longer half.
    expect(problems({ ...filled, firstName: 'Sara', lastName: 'A'.repeat(100) })).toEqual({ lastName: validationText.maxLength(100) });
    // One letter is a fine first name: the rule is for the name the two make.
    expect(problems({ ...filled, firstName: 'J' })).toEqual({});
  });

  it("maps the server's 422 problems onto the fields that show them", () => {
    expect(
      contactServerProblems(
        { name: validationText.name, email: 'Invalid email address', subject: 'Maximum length is 150 characters', company_website: 'x', body: 'y' },
        filled,
        rules,
      ),
    ).toEqual({ firstName: validationText.name, email: 'Invalid email address', serviceType: 'Maximum length is 150 characters' });
  });
});
