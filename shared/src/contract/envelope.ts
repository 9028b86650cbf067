import { z } from 'zod/mini';

/**
 * The contract uses zod's tree-shakable `zod/mini` API because the browser bundles it
 * too: classic zod added ~25 KB gzip to every page.
 *
 * Response envelopes (docs/product.md#the-calls). Every reply body is `{ success, data }`;
 * the paths that table reads ("data.data", "data.last_page") are relative to it.
 */
export const languageSchema = z.enum(['ar', 'en']);
export type Language = z.infer<typeof languageSchema>;

const count = z.int().check(z.nonnegative());
const pageNumber = z.int().check(z.positive());

export const paginationSchema = z.object({
  total: count,
  current_page: pageNumber,
  last_page: pageNumber,
  per_page: pageNumber,
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ success: true, data: T }` */
export function okEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, data: { data: T[], total, current_page, last_page, per_page } }` */
export function pageEnvelope<T extends z.ZodMiniType>(item: T) {
  return okEnvelope(z.extend(paginationSchema, { data: z.array(item) }));
}

/** Every failure: `{ success: false, message, errors? }` (errors: field name to text). */
export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
