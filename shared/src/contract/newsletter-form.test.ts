import { describe, expect, it } from 'vitest';
import { newsletterForm } from './newsletter-form';
import { nameProblems, validateSubmission } from './submissions';
import { EMAIL_EXISTS } from './submission-texts';
import { validationText } from './validation-text';

const rules = { validateSubmission, nameProblems };
const texts = { serviceTypes: { 'web-development': '', 'mobile-apps': '', 'digital-marketing': '', 'ui-ux-design': '', 'other-services': '' } };

describe('the newsletter box as data', () => {
  it('requires an address (blank after trimming), then checks it with the server rule', () => {
    expect(newsletterForm.problems({ email: '   ', website: '' }, rules, texts)).toEqual({ email: validationText.required });
    expect(newsletterForm.problems({ email: 'reader@', website: '' }, rules, texts)).toEqual({ email: validationText.email });
    expect(newsletterForm.problems({ email: ' Reader@Example.com ', website: '' }, rules, texts)).toEqual({});
  });

  it('sends the address trimmed with the honeypot; the server saying it has the address is no problem of the field', () => {
    expect(newsletterForm.payload({ email: ' Reader@Example.com ', website: 'x' }, texts)).toEqual({ email: 'Reader@Example.com', company_website: 'x' });
    expect(newsletterForm.serverProblems({ email: EMAIL_EXISTS }, { email: 'a@b.co', website: '' }, rules)).toEqual({});
    expect(newsletterForm.serverProblems({ email: validationText.email }, { email: 'a@b', website: '' }, rules)).toEqual({ email: validationText.email });
  });
});
