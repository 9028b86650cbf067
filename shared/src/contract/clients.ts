import { z } from 'zod/mini';
import { idSchema } from './common';
import { okEnvelope } from './envelope';

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

/** GET /v1/clients: `data` is the array. */
export const clientsResponseSchema = okEnvelope(z.array(clientSchema));
export type ClientsResponse = z.infer<typeof clientsResponseSchema>;
