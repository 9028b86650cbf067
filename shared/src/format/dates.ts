import type { Language } from '@site/shared/contract';
import { locales } from './locale';

/** A project card shows 2024 when the project has no date (docs/product.md#business-constants). */
export const DEFAULT_PROJECT_YEAR = 2024;
/** The company was founded in 2020 (the about page: docs/product.md#about). */
export const COMPANY_FOUNDED_YEAR = 2020;

/**
 * The months' names as `Intl.DateTimeFormat` prints them in each language's locale (locale.ts).
 * The two date formats of the site are set from these by hand: creating the first
 * `Intl.DateTimeFormat` builds ICU's date pattern generator, about 20 ms of a laptop's main
 * thread and 90 to 140 ms at Lighthouse's 4x slowdown, inside the hydration of every page that
 * shows a date (the blog, an article, a design, the legal pages). format.test.ts holds both
 * formats equal to Intl's output for every month.
 */
const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** `YYYY-MM-DD` (or an ISO timestamp) as a Date at UTC midnight of that day; null when unreadable. */
export function parseDay(value: string | null | undefined): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The long localized date: `September 23, 2025` / `23 سبتمبر 2025`; '' when there is none. */
export function formatLongDate(value: string | null | undefined, lang: Language): string {
  const date = parseDay(value);
  if (!date) return '';
  const [day, month, year] = [date.getUTCDate(), MONTHS[lang][date.getUTCMonth()], date.getUTCFullYear()];
  return lang === 'ar' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/** The month and year: `September 2025` / `سبتمبر 2025`. */
export function formatMonthYear(value: string | null | undefined, lang: Language): string {
  const date = parseDay(value);
  return date ? `${MONTHS[lang][date.getUTCMonth()]} ${date.getUTCFullYear()}` : '';
}

/** A project's date for its card: the long date, or the default year 2024 when it has none. */
export function formatProjectDate(value: string | null | undefined, lang: Language): string {
  return formatLongDate(value, lang) || formatNumber(DEFAULT_PROJECT_YEAR, lang, { useGrouping: false });
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Whole numbers from 0 up print the same in both locales (Latin digits, `,` between thousands:
 * `1,234`; `2024` without grouping), so they need no `Intl.NumberFormat`: creating the first one
 * for Arabic loads ICU's locale data, about 18 ms of a phone's main thread on the first page
 * (73 ms at Lighthouse's 4x slowdown), for the home page's `150+`. format.test.ts holds this
 * equal to Intl's output.
 */
function plainWholeNumber(value: number, options: Intl.NumberFormatOptions): string | null {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  const keys = Object.keys(options);
  if (keys.length === 0) return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (keys.length === 1 && options.useGrouping === false) return String(value);
  return null;
}

/** A number in the language's locale (Latin digits in both; see locale.ts). */
export function formatNumber(value: number, lang: Language, options: Intl.NumberFormatOptions = {}): string {
  const plain = plainWholeNumber(value, options);
  if (plain !== null) return plain;
  const key = `${lang}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locales[lang], options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}
