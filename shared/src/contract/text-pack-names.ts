/**
 * The names of the text packs (i18n/dictionaries.ts), as a value: the page's data lists the
 * packs its render used and the host checks them against this (contract/page-data.ts); the
 * server loads them all. Nothing heavy here: the host reads it before any pack has loaded.
 * dictionaries.ts holds it equal to its `TextPacks` keys at compile time.
 */
export const textPackNames = ['core', 'screens', 'forms', 'legal', 'embed', 'meta'] as const;
export type TextPackName = (typeof textPackNames)[number];
