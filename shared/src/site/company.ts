/**
 * Fixed company contact data used where the API has none: the chat link's number when there is
 * no phone (docs/product.md#the-chat-link).
 */
export const FALLBACK_PHONE = '+20 100 123 4567';

/** Digits only: spaces, dashes, brackets and the plus sign removed (docs/product.md#the-chat-link). */
export function phoneDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/[\s\-()+]/g, '');
  return digits.length > 0 ? digits : phoneDigits(FALLBACK_PHONE);
}

/** The messaging-app chat link built from a phone number, with the fallback when absent. */
export function chatLink(phone?: string | null, text?: string): string {
  const base = `https://wa.me/${phoneDigits(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
