import { z } from 'zod/mini';
import { idSchema } from './common';
import { paginationSchema } from './envelope';

/**
 * A client (docs/product.md#shape-variants). `logo` may be absolute, relative to the API host, or the
 * placeholder path containing `{token}`, which counts as no logo.
 */
export const clientSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.optional(z.nullable(z.string())),
  logo: z.optional(z.nullable(z.string())),
  website: z.optional(z.nullable(z.string())),
});
export type Client = z.infer<typeof clientSchema>;

/**
 * GET /v1/clients (`page`, `per_page`): `data` is the array (docs/product.md#the-calls), one page of it;
 * the page's `total`, `current_page`, `last_page` and `per_page` stand beside it (additive: an
 * API that sends the whole array without them is read as one page).
 */
export const clientsResponseSchema = z.extend(z.partial(paginationSchema), {
  success: z.literal(true),
  data: z.array(clientSchema),
});
export type ClientsResponse = z.infer<typeof clientsResponseSchema>;
