import { describe, expect, it } from 'vitest';
import { consultationServiceIds, contactServiceTypes, countries, timeSlots, contactMessageSchema } from '@site/shared/contract';
import { HttpError, requestErrorText } from '@site/shared/request';
import { NetworkError, RequestTimeoutError } from '../request/errors';
import { ar } from './ar';
import { en } from './en';
import { validationMessage } from './messages';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf as [path, text]; plural forms are leaves too (path ends with the category). */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const pluralCategories = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

/** The paths of every counted text (`pluralForms(...)`): a section whose keys are all plural categories. */
function pluralPathsOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (typeof value === 'string') return [];
    const keys = Object.keys(value);
    return keys.includes('other') && keys.every((name) => pluralCategories.has(name)) ? [`${prefix}${key}`] : pluralPathsOf(value, `${prefix}${key}.`);
  });
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  const enLeaves = new Map(leaves(en as unknown as Tree));
  const arLeaves = new Map(leaves(ar as unknown as Tree));
  const pluralPaths = pluralPathsOf(en as unknown as Tree);

  it('find the counted texts', () => {
    expect(pluralPaths).toEqual(expect.arrayContaining(['counts.images', 'counts.minutes', 'counts.showingImages']));
    expect(pluralPathsOf(ar as unknown as Tree).sort()).toEqual([...pluralPaths].sort());
  });

  it('have the same keys (besides Arabic plural forms) and no empty text', () => {
    const isPluralForm = (path: string) => pluralPaths.some((p) => path.startsWith(`${p}.`));
    expect([...arLeaves.keys()].filter((k) => !isPluralForm(k)).sort()).toEqual([...enLeaves.keys()].filter((k) => !isPluralForm(k)).sort());
    for (const [path, text] of [...enLeaves, ...arLeaves]) expect(text.trim(), path).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    for (const [path, text] of enLeaves) {
      if (pluralPaths.some((p) => path.startsWith(`${p}.`))) continue;
      expect(placeholders(arLeaves.get(path)!), path).toEqual(placeholders(text));
    }
  });

  it('give Arabic every plural category, English one and other', () => {
    const arabic = new Intl.PluralRules('ar').resolvedOptions().pluralCategories;
    const at = (tree: unknown, path: string) => path.split('.').reduce((node, key) => (node as Record<string, unknown>)[key], tree) as object;
    for (const path of pluralPaths) {
      expect(Object.keys(at(ar, path)).sort(), path).toEqual([...arabic].sort());
      expect(Object.keys(at(en, path)).sort(), path).toEqual(['one', 'other']);
    }
  });

  it('name every form choice of the contract', () => {
    for (const dict of [en, ar]) {
      expect(Object.keys(dict.consultationServices).sort()).toEqual([...consultationServiceIds].sort());
      expect(Object.keys(dict.countries).sort()).toEqual([...countries].sort());
      expect(Object.keys(dict.timeSlots).sort()).toEqual(Object.keys(timeSlots).sort());
      expect(Object.keys(dict.serviceTypes).sort()).toEqual([...contactServiceTypes].sort());
      expect(Object.keys(dict.services.defaults)).toEqual([
        'website-development',
        'app-development',
        'digital-marketing',
        'database',
        'cybersecurity',
        'ui-ux-design',
      ]);
    }
  });

  it('hold the texts docs/product.md requires verbatim in English, and its Arabic where it gives one', () => {
    expect(en.errors.network).toBe('Network error - please check your connection');
    expect(en.empty.clients).toBe('No clients available');
    expect(en.portfolio.notFoundText).toBe("Sorry, we couldn't find the requested project");
    expect(en.newsletter.alreadySubscribed).toBe('You are already subscribed to our newsletter!');
    expect(ar.newsletter.emailRequired).toBe('يرجى إدخال البريد الإلكتروني');
    expect(ar.services.loadError).toBe('حدث خطأ في تحميل الخدمات');
  });

  it('turn request errors and contract validation messages into the visitor language', () => {
    expect(requestErrorText(new RequestTimeoutError(), en)).toBe('Request timeout');
    expect(requestErrorText(new NetworkError(), ar)).toBe(ar.errors.network);
    expect(requestErrorText(new HttpError(503, null), en)).toBe('HTTP error! status: 503');
    expect(requestErrorText(new Error('x'), en, en.blocks.clients)).toBe('Failed to load clients');
    const issues = contactMessageSchema.safeParse({ name: 'A', email: 'x', phone: '1', message: 'short' }).error!.issues;
    expect(issues.map((issue) => validationMessage(issue.message, ar))).toEqual([
      'يجب ألا يقل عدد الأحرف عن 2',
      ar.validation.email,
      ar.validation.phone,
      'يجب ألا يقل عدد الأحرف عن 10',
    ]);
  });
});
