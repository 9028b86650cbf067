export type { Dictionary } from './dictionary';
export { dictionaries } from './dictionaries';
export { pluralForms, type Plural, type PluralForms } from './plural';
export { requestErrorText, submissionErrorText, validationMessage } from './messages';
