export type { Dictionary } from './dictionary';
export { bootTexts } from './boot-texts';
export { loadTexts, textsIfLoaded, texts } from './dictionaries';
export { switchLanguage, toggleLanguage } from './switch-language';
export { pluralForms, type Plural, type PluralForms } from './plural';
export { requestErrorText, submissionErrorText, validationMessage } from './messages';
