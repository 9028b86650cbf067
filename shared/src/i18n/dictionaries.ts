import { computed, signal } from '@preact/signals-core';
import type { Language } from '../contract/envelope';
import { language } from '../state/language';
import type { Dictionary } from './dictionary';

/**
 * The dictionaries are loaded on demand, one chunk per language: a page needs only its own
 * language's texts, and both together were the largest part of '@site/shared' (about 12 KB
 * gzip of the first page, growing with every screen). The host loads the page's language
 * before any app mounts; a language switch loads the other one before it switches
 * (see `switchLanguage`), so a component never sees a language without its texts.
 */
const importers: Readonly<Record<Language, () => Promise<Dictionary>>> = {
  ar: () => import(/* webpackChunkName: "texts-ar" */ './ar').then((module) => module.ar),
  en: () => import(/* webpackChunkName: "texts-en" */ './en').then((module) => module.en),
};

const loaded = signal<Readonly<Partial<Record<Language, Dictionary>>>>({});
const pending = new Map<Language, Promise<Dictionary>>();

/** Loads a language's texts once; a failed load is forgotten, so the next call tries again. */
export function loadTexts(lang: Language): Promise<Dictionary> {
  const ready = loaded.peek()[lang];
  if (ready) return Promise.resolve(ready);
  let request = pending.get(lang);
  if (!request) {
    request = importers[lang]().then(
      (dictionary) => {
        loaded.value = { ...loaded.peek(), [lang]: dictionary };
        pending.delete(lang);
        return dictionary;
      },
      (error: unknown) => {
        pending.delete(lang);
        throw error;
      },
    );
    pending.set(lang, request);
  }
  return request;
}

/** The texts of a language if they are loaded. */
export function textsIfLoaded(lang: Language): Dictionary | undefined {
  return loaded.value[lang];
}

/**
 * The texts of the current language. Should they be missing (a caller set the language
 * without `switchLanguage`), the other loaded language stands in rather than a blank page.
 */
export const texts = computed<Dictionary>(() => {
  const all = loaded.value;
  const current = all[language.value] ?? all.ar ?? all.en;
  if (!current) throw new Error('@site/shared: no texts are loaded; await loadTexts(language.value) before rendering.');
  return current;
});
