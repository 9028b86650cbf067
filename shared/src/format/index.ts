/**
 * '@site/shared/format': dates (Gregorian, Arabic month names, Latin digits in both languages),
 * numbers, reading time and the statistics cards. Pure functions; the texts they are set in are
 * '@site/shared/i18n's (`interpolate`, `plural`).
 */
export { locales } from './locale';
export { COMPANY_FOUNDED_YEAR, DEFAULT_PROJECT_YEAR, formatLongDate, formatMonthYear, formatNumber, formatProjectDate, parseDay } from './dates';
export { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time';
export { aboutStats, defaultStats, homeStats, type StatCard } from './stats';
