/**
 * A counted text: one form per CLDR plural category. `other` is required; English needs
 * `one` and `other`, Arabic all six (a test holds ar.ts to that). `{count}` is replaced by
 * the formatted number (see `plural` in format/text.ts).
 */
export interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

declare const pluralBrand: unique symbol;
/** Branded so the Dictionary type tells a plural from an ordinary section of texts. */
export type Plural = PluralForms & { readonly [pluralBrand]: true };

export function pluralForms(forms: PluralForms): Plural {
  return forms as Plural;
}
