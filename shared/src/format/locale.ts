import type { Language } from '@site/shared/contract';

/**
 * The locale of each language for dates and numbers (ar-SA and en-US:
 * docs/product.md#business-constants). For Arabic the calendar and digits are pinned, on purpose:
 * - Gregorian (`ca-gregory`): engines disagree on ar-SA's default calendar. Node 20.20
 *   (ICU 78) and Chromium 156 print `٢٣ سبتمبر ٢٠٢٥` (Gregorian, Arabic-Indic digits); engines
 *   with older ICU data print the Islamic Umm al-Qura date (`١ ربيع الأول ١٤٤٧ هـ`). Project,
 *   article and portfolio dates are Gregorian facts ("2024"), read by visitors in Egypt,
 *   Jordan and the Gulf alike.
 * - Latin digits (`nu-latn`): ar-SA's default Arabic-Indic digits (`٢٣ سبتمبر ٢٠٢٥`) would sit
 *   beside the Latin digits of phone numbers, prices, `24/7`, `150+` and the content's own
 *   text; one kind of digit reads better. Month names stay Arabic: `23 سبتمبر 2025`.
 * Pinning both also makes the server's render and the browser's hydration print the same text.
 */
export const locales: Readonly<Record<Language, string>> = {
  ar: 'ar-SA-u-ca-gregory-nu-latn',
  en: 'en-US',
};
