/**
 * '@site/shared/i18n': the texts. Six packs per language loaded on demand (dictionaries.ts; their
 * names are the contract's `textPackNames`, which the page's data lists), the language switch
 * that waits for them, the few texts the host needs before any pack (boot-texts.ts), plural forms,
 * `interpolate` and `plural` to set a text, and the contract's validation messages in the page's
 * language. The offline page's texts are the worker's ('@site/shared/worker').
 */
export type { CoreTexts, Dictionary, EmbedTexts, FormTexts, LegalTexts, MetaTexts, ScreenTexts } from './dictionary';
export { bootTexts } from './boot-texts';
export { loadTexts, textPacksInUse, textsIfLoaded, texts, type TextPack, type TextPacks } from './dictionaries';
export { loadTextsInUse, switchLanguage, toggleLanguage } from './switch-language';
export { pluralForms, type Plural, type PluralForms } from './plural';
export { interpolate, plural, pluralCategory } from './text';
export { validationMessage } from './messages';
