import type { en } from './en';

/** Same keys as the English dictionary, any string values: a missing key is a type error. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof en>;
