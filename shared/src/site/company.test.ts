import { describe, expect, it } from 'vitest';
import { chatLink, FALLBACK_PHONE, phoneDigits } from './company';

describe('chat link', () => {
  it('strips spaces, dashes, brackets and the plus sign', () => {
    expect(phoneDigits('+966 (55) 123-4567')).toBe('966551234567');
    expect(chatLink('+966 (55) 123-4567')).toBe('https://wa.me/966551234567');
  });
  it('falls back to the company number when the phone is absent or empty', () => {
    const fallback = FALLBACK_PHONE.replace(/\D/g, '');
    expect(chatLink()).toBe(`https://wa.me/${fallback}`);
    expect(chatLink('  ')).toBe(`https://wa.me/${fallback}`);
  });
  it('encodes a prefilled message', () => {
    expect(chatLink('123', 'مرحبا & hi')).toBe('https://wa.me/123?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7%20%26%20hi');
  });
});
