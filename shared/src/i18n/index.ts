export type { CoreTexts, Dictionary, EmbedTexts, FormTexts, LegalTexts, MetaTexts, ScreenTexts } from './dictionary';
export { textPackNames, type TextPackName } from './text-pack-names';
export { bootTexts } from './boot-texts';
export { loadTexts, textPacksInUse, textsIfLoaded, texts, type TextPack, type TextPacks } from './dictionaries';
export { loadTextsInUse, switchLanguage, toggleLanguage } from './switch-language';
export { pluralForms, type Plural, type PluralForms } from './plural';
export { requestErrorText, submissionErrorText, validationMessage } from './messages';
