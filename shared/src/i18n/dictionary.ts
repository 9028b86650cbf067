import type { en } from './en';
import type { Plural } from './plural';

/**
 * Same keys as the English dictionary, any string values: a missing key is a type error.
 * Counted texts (`pluralForms(...)`) keep their own type, so Arabic may give all six forms.
 */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends Plural ? Plural : Widen<T[K]> };
export type Dictionary = Widen<typeof en>;
