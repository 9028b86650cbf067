import type { Language } from '@site/shared/contract';
import { formatNumber } from '@site/shared/format';
import type { Plural } from './plural';

/** Fills `{name}` placeholders of a dictionary text; unknown placeholders stay as they are. */
export function interpolate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const rules = new Map<Language, Intl.PluralRules>();

/** The CLDR plural category of `count` (Arabic has six: zero, one, two, few, many, other). */
export function pluralCategory(count: number, lang: Language): Intl.LDMLPluralRule {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(lang);
    rules.set(lang, rule);
  }
  return rule.select(count);
}

/**
 * A counted text through `Intl.PluralRules`: `plural(t.counts.images, 3, 'ar')` → `3 صور`,
 * `plural(t.counts.images, 11, 'ar')` → `11 صورة`. `{count}` is the formatted number;
 * other placeholders come from `values`.
 */
export function plural(forms: Plural, count: number, lang: Language, values: Readonly<Record<string, string | number>> = {}): string {
  const template = forms[pluralCategory(count, lang)] ?? forms.other;
  return interpolate(template, { ...values, count: formatNumber(count, lang) });
}
