export { resolveAssetUrl } from './assets';
export { locales } from './locale';
export { COMPANY_FOUNDED_YEAR, DEFAULT_PROJECT_YEAR, formatLongDate, formatMonthYear, formatNumber, formatProjectDate, parseDay } from './dates';
export { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time';
export { interpolate, plural, pluralCategory } from './text';
export { aboutStats, defaultStats, homeStats, type StatCard } from './stats';
// The messaging-app chat link (digits only, fallback number) lives in company.ts: `chatLink`, `phoneDigits`.
