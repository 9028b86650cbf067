/**
 * Where a consultation request came from, as the partner's page says it
 * (docs/embedding.md#attribution): the element's `source` attribute and the page's own
 * `utm_source`, `utm_medium` and `utm_campaign`. Free text an attacker may write, so bounded and
 * printable; zod-free, because the embed loader bundles it (submissions.ts holds the API's schema
 * to the same rule). The partner's origin is not among them: the server takes it from the request.
 */
export const ATTRIBUTION_FIELDS = ['source', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** The longest label kept, in characters. */
export const ATTRIBUTION_MAX = 100;

/**
 * Control characters, the line and paragraph separators, and the bidirectional overrides and
 * isolates (a label could otherwise reorder what staff read around it).
 */
// eslint-disable-next-line no-control-regex
export const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** A label as sent: trimmed, 1 to ATTRIBUTION_MAX printable characters; null for anything else. */
export function attributionLabel(value: string | null | undefined): string | null {
  const label = value?.trim() ?? '';
  return label !== '' && label.length <= ATTRIBUTION_MAX && !UNPRINTABLE.test(label) ? label : null;
}
