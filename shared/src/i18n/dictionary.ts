import type { enCore } from './en-core';
import type { enEmbed } from './en-embed';
import type { enForms } from './en-forms';
import type { enLegal } from './en-legal';
import type { enMeta } from './en-meta';
import type { enScreens } from './en-screens';
import type { Plural } from './plural';

/**
 * Same keys as the English texts, any string values: a missing key is a type error.
 * Counted texts (`pluralForms(...)`) keep their own type, so Arabic may give all six forms.
 */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] extends Plural ? Plural : Widen<T[K]> };

/** The texts every page loads before anything mounts (`useT`). */
export type CoreTexts = Widen<typeof enCore>;
/** The texts of the other screens, loaded by the first one that asks (`useScreenTexts`). */
export type ScreenTexts = Widen<typeof enScreens>;
/** The three forms' texts and rules, a pack of their own (`useTextPack('forms')`). */
export type FormTexts = Widen<typeof enForms>;
/** The legal pages' texts, a pack of their own: the longest of the site, read by two pages (`useTextPack('legal')`). */
export type LegalTexts = Widen<typeof enLegal>;
/** The texts of `/embed` and the embedded widgets, a pack of their own (`useTextPack('embed')`). */
export type EmbedTexts = Widen<typeof enEmbed>;
/** Titles and descriptions of every page, for the document head (loaded on navigation in the browser). */
export type MetaTexts = Widen<typeof enMeta>;
/** Every text of a language. */
export type Dictionary = CoreTexts & ScreenTexts & FormTexts & LegalTexts & EmbedTexts & MetaTexts;
