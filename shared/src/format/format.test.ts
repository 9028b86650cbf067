import { afterEach, describe, expect, it } from 'vitest';
import { setApiBase, resolveAssetUrl } from '@site/shared/request';
import { resolveImageMeta, resolveSrcset } from '../request/assets';
import { chatLink } from '@site/shared/site';
import { ar } from '../i18n/ar';
import { en } from '../i18n/en';
import { locales } from './locale';
import { formatLongDate, formatMonthYear, formatNumber, formatProjectDate, parseDay } from './dates';
import { readingMinutes } from './reading-time';
import { aboutStats, homeStats } from './stats';
import { interpolate, plural } from '@site/shared/i18n';

afterEach(() => setApiBase('/api'));

describe('dates', () => {
  it('prints long dates in en-US and in ar-SA with the Gregorian calendar and Latin digits', () => {
    expect(formatLongDate('2025-09-23', 'en')).toBe('September 23, 2025');
    expect(formatLongDate('2025-09-23', 'ar')).toBe('23 سبتمبر 2025');
    expect(formatMonthYear('2024-01-05', 'ar')).toBe('يناير 2024');
    expect(formatLongDate('2025-09-23T23:30:00Z', 'en')).toBe('September 23, 2025');
    expect(formatLongDate(null, 'en')).toBe('');
    expect(parseDay('not a date')).toBeNull();
  });

  it('prints both date formats without Intl exactly as Intl does, for every month, in both locales', () => {
    for (const lang of ['ar', 'en'] as const) {
      const long = new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' });
      const monthYear = new Intl.DateTimeFormat(locales[lang], { year: 'numeric', month: 'long', timeZone: 'UTC' });
      for (const year of [1999, 2025, 2031]) {
        for (let month = 1; month <= 12; month += 1) {
          for (const day of [1, 9, 28]) {
            const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
            const date = new Date(Date.UTC(year, month - 1, day));
            expect(formatLongDate(value, lang)).toBe(long.format(date));
            expect(formatMonthYear(value, lang)).toBe(monthYear.format(date));
          }
        }
      }
    }
  });

  it('shows 2024 for a project without a date', () => {
    expect(formatProjectDate(null, 'ar')).toBe('2024');
    expect(formatProjectDate('2023-02-01', 'en')).toBe('February 1, 2023');
  });

  it('formats numbers with Latin digits in both languages', () => {
    expect(formatNumber(1234.5, 'ar')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });

  it('prints whole numbers without Intl exactly as Intl does, in both locales', () => {
    const wholes = [0, 1, 7, 42, 150, 999, 1000, 1234, 10_000, 99_999, 100_000, 1_234_567, 2024, Number.MAX_SAFE_INTEGER];
    for (const lang of ['ar', 'en'] as const) {
      for (const value of wholes) {
        expect(formatNumber(value, lang)).toBe(new Intl.NumberFormat(locales[lang]).format(value));
        expect(formatNumber(value, lang, { useGrouping: false })).toBe(new Intl.NumberFormat(locales[lang], { useGrouping: false }).format(value));
      }
      // Not whole, negative or with other options: Intl's (a minus sign in Arabic carries a direction mark).
      expect(formatNumber(-5, lang)).toBe(new Intl.NumberFormat(locales[lang]).format(-5));
      expect(formatNumber(12, lang, { minimumIntegerDigits: 3 })).toBe(new Intl.NumberFormat(locales[lang], { minimumIntegerDigits: 3 }).format(12));
    }
  });
});

describe('reading time', () => {
  it('is words / 200 rounded up, ignoring markup', () => {
    expect(readingMinutes('')).toBe(0);
    expect(readingMinutes('one')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes(`<p>${'كلمة '.repeat(201)}</p><script>var a = 1;</script>`)).toBe(2);
  });
});

describe('texts', () => {
  it('fills placeholders', () => {
    expect(interpolate('HTTP error! status: {code}', { code: 404 })).toBe('HTTP error! status: 404');
    expect(interpolate('{a} {missing}', { a: 1 })).toBe('1 {missing}');
  });

  it('chooses Arabic plural forms with Intl.PluralRules', () => {
    const images = ar.counts.images;
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((n) => plural(images, n, 'ar'))).toEqual([
      'لا توجد صور',
      'صورة واحدة',
      'صورتان',
      '3 صور',
      '10 صور',
      '11 صورة',
      '99 صورة',
      '100 صورة',
    ]);
    expect(plural(ar.counts.minutes, 5, 'ar')).toBe('5 دقائق');
    expect(plural(en.counts.images, 1, 'en')).toBe('1 image');
    expect(plural(en.counts.showingImages, 19, 'en', { shown: 9 })).toBe('Showing 9 of 19 images');
    expect(plural(ar.counts.showingImages, 19, 'ar', { shown: 9 })).toBe('عرض 9 من 19 صورة');
  });
});

describe('chat link', () => {
  it('keeps only the digits of the phone, with the fallback number when absent', () => {
    expect(chatLink('+966 (55) 123-4567')).toBe('https://wa.me/966551234567');
    expect(chatLink(null)).toMatch(/^https:\/\/wa\.me\/\d+$/);
  });
});

describe('assets', () => {
  it('resolves relative paths against the API host and drops the {token} placeholder', () => {
    expect(resolveAssetUrl('storage/a.png')).toBe('/storage/a.png');
    expect(resolveAssetUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(resolveAssetUrl('data:image/png;base64,xx')).toBe('data:image/png;base64,xx');
    expect(resolveAssetUrl('/logos/{token}.png')).toBeNull();
    expect(resolveAssetUrl('  ')).toBeNull();
    setApiBase('https://api.example.com/api/');
    expect(resolveAssetUrl('/storage/a.png')).toBe('https://api.example.com/storage/a.png');
  });

  it('resolves every candidate of a srcset the same way (an embedded widget is on another origin)', () => {
    const srcset = '/api/media/a.1.720.webp 720w, /api/media/a.1.1080.webp 1080w';
    expect(resolveSrcset(srcset)).toBe(srcset);
    setApiBase('https://nasaq.example/api');
    expect(resolveSrcset(srcset)).toBe('https://nasaq.example/api/media/a.1.720.webp 720w, https://nasaq.example/api/media/a.1.1080.webp 1080w');
    expect(resolveSrcset('https://cdn.example/a.webp 2x')).toBe('https://cdn.example/a.webp 2x');
    expect(resolveImageMeta({ width: 4, height: 3, srcset: '/x.webp 4w' })).toEqual({ width: 4, height: 3, srcset: 'https://nasaq.example/x.webp 4w' });
    expect(resolveImageMeta(undefined)).toBeNull();
  });
});

describe('statistics', () => {
  it('uses the defaults when the server sends none', () => {
    expect(homeStats(undefined, 'en').map((s) => s.value)).toEqual(['150+', '200+', '95%', '24/7']);
    expect(homeStats({ happy_clients: 320, total_projects: '250+' }, 'en').map((s) => s.value)).toEqual(['320+', '250+', '95%', '24/7']);
    const about = aboutStats({ team_members: 12 }, 'ar', new Date('2026-06-01T00:00:00Z'));
    expect(about).toEqual([
      { key: 'completedProjects', value: '200+' },
      { key: 'teamMembers', value: '12+' },
      { key: 'support', value: '99.9%' },
      { key: 'yearsOfExperience', value: '6+' },
    ]);
  });
});
