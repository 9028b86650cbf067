import { computed, signal } from '@preact/signals-core';
import type { Language, TextPackName } from '@site/shared/contract';
import { language, track, type Tracked } from '@site/shared/state';
import type { CoreTexts, EmbedTexts, FormTexts, LegalTexts, MetaTexts, ScreenTexts } from './dictionary';

/**
 * The texts are loaded on demand, in two packs per language. `core` (the shell, the home page,
 * states, errors) is what every page shows: the host loads the page's language before any app
 * mounts. `screens` (the portfolio, the blog, the other pages: the largest pack; the forms',
 * the legal pages' and the embed texts are packs of their own, see `TextPacks`; two thirds of all
 * texts) is loaded by the first component that asks for it (`useScreenTexts`), so the home
 * page downloads neither the other language nor the other screens. A language switch loads
 * every pack in use before it switches (see `switchLanguage`), so a component never sees a
 * language without its texts.
 */
export interface TextPacks {
  core: CoreTexts;
  screens: ScreenTexts;
  /** the three forms and their rules: for the pages and widgets that show a form */
  forms: FormTexts;
  /** the two legal pages' long texts: about a third of the screens' texts, for two routes */
  legal: LegalTexts;
  /** `/embed` and the widgets on partner pages */
  embed: EmbedTexts;
  /** page titles and descriptions: the server renders them; the browser needs them only after navigating */
  meta: MetaTexts;
}
export type TextPack = keyof TextPacks;

// The list of pack names (text-pack-names.ts) and the packs here are the same set: a pack added
// to one and not the other is a type error on one of these two lines.
const everyPackListed: Record<TextPack, TextPackName> = { core: 'core', screens: 'screens', forms: 'forms', legal: 'legal', embed: 'embed', meta: 'meta' };
const everyNameAPack: Record<TextPackName, TextPack> = everyPackListed;
void everyNameAPack;

type Importers = { readonly [P in TextPack]: Readonly<Record<Language, () => Promise<TextPacks[P]>>> };
const importers: Importers = {
  core: {
    ar: () => import(/* webpackChunkName: "texts-ar" */ './ar-core').then((module) => module.arCore),
    en: () => import(/* webpackChunkName: "texts-en" */ './en-core').then((module) => module.enCore),
  },
  screens: {
    ar: () => import(/* webpackChunkName: "texts-screens-ar" */ './ar-screens').then((module) => module.arScreens),
    en: () => import(/* webpackChunkName: "texts-screens-en" */ './en-screens').then((module) => module.enScreens),
  },
  forms: {
    ar: () => import(/* webpackChunkName: "texts-forms-ar" */ './ar-forms').then((module) => module.arForms),
    en: () => import(/* webpackChunkName: "texts-forms-en" */ './en-forms').then((module) => module.enForms),
  },
  legal: {
    ar: () => import(/* webpackChunkName: "texts-legal-ar" */ './ar-legal').then((module) => module.arLegal),
    en: () => import(/* webpackChunkName: "texts-legal-en" */ './en-legal').then((module) => module.enLegal),
  },
  embed: {
    ar: () => import(/* webpackChunkName: "texts-embed-ar" */ './ar-embed').then((module) => module.arEmbed),
    en: () => import(/* webpackChunkName: "texts-embed-en" */ './en-embed').then((module) => module.enEmbed),
  },
  meta: {
    ar: () => import(/* webpackChunkName: "texts-meta-ar" */ './ar-meta').then((module) => module.arMeta),
    en: () => import(/* webpackChunkName: "texts-meta-en" */ './en-meta').then((module) => module.enMeta),
  },
};

type Loaded = { readonly [P in TextPack]: Readonly<Partial<Record<Language, TextPacks[P]>>> };
const loaded = signal<Loaded>({ core: {}, screens: {}, forms: {}, legal: {}, embed: {}, meta: {} });

/**
 * One promise per pack and language, kept once it has resolved, so `use()` in a component
 * sees the same promise on every render; tracked (react/tracked.ts), so a pack already loaded
 * renders at once instead of suspending for a microtask.
 */
const requests = new Map<string, Tracked<unknown>>();

/** Loads a pack of a language's texts once; a failed load is forgotten, so the next call tries again. */
export function loadTexts<P extends TextPack = 'core'>(lang: Language, pack: P = 'core' as P): Promise<TextPacks[P]> {
  const key = `${pack} ${lang}`;
  const known = requests.get(key) as Tracked<TextPacks[P]> | undefined;
  if (known) return known;
  const request = track(
    importers[pack][lang]().then(
      (texts) => {
        const all = loaded.peek();
        loaded.value = { ...all, [pack]: { ...all[pack], [lang]: texts } };
        return texts;
      },
      (error: unknown) => {
        requests.delete(key);
        throw error;
      },
    ),
  );
  requests.set(key, request);
  return request;
}

/** Forgets every pack loaded, so the next `loadTexts` imports it again (tests that ship a pack as a widget's build does: shared/src/testing/shipped-texts.ts). */
export function forgetLoadedTexts(): void {
  requests.clear();
  loaded.value = { core: {}, screens: {}, forms: {}, legal: {}, embed: {}, meta: {} };
}

/** The packs this page has loaded in any language: what a switch to another language must load first. */
export function textPacksInUse(): TextPack[] {
  const all = loaded.peek();
  return (Object.keys(all) as TextPack[]).filter((pack) => pack === 'core' || Object.keys(all[pack]).length > 0);
}

/** A pack of a language's texts if it is loaded. */
export function textsIfLoaded<P extends TextPack = 'core'>(lang: Language, pack: P = 'core' as P): TextPacks[P] | undefined {
  return loaded.value[pack][lang];
}

/**
 * The core texts of the current language. Should they be missing (a caller set the language
 * without `switchLanguage`), the other loaded language stands in rather than a blank page.
 */
export const texts = computed<CoreTexts>(() => {
  const all = loaded.value.core;
  const current = all[language.value] ?? all.ar ?? all.en;
  if (!current) throw new Error('@site/shared: no texts are loaded; await loadTexts(language.value) before rendering.');
  return current;
});
