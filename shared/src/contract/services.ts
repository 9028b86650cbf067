import { z } from 'zod/mini';
import { imageMetaSchema } from './common';
import { okEnvelope, pageEnvelope } from './envelope';

/** A service in one language: id, name, slug, description, icon, image_url, sort_order (docs/product.md#the-data). */
export const serviceSchema = z.object({
  id: z.int().check(z.positive()),
  slug: z.string().check(z.minLength(1)),
  name: z.string(),
  description: z.string(),
  icon: z.nullable(z.string()),
  image_url: z.nullable(z.string()),
  /** width, height and WebP widths of the image (additive: the API sends it) */
  image_meta: z.optional(z.nullable(imageMetaSchema)),
  sort_order: z.int(),
});
export type Service = z.infer<typeof serviceSchema>;

/** GET /v1/services: the list is read from `data.data`. */
export const servicesListResponseSchema = pageEnvelope(serviceSchema);
export type ServicesListResponse = z.infer<typeof servicesListResponseSchema>;

export const relatedServiceSchema = z.pick(serviceSchema, { id: true, slug: true, name: true, description: true });

/** GET /v1/services/{id|slug}: `data.service` and `data.related_services`. */
export const serviceDetailResponseSchema = okEnvelope(z.object({ service: serviceSchema, related_services: z.array(relatedServiceSchema) }));
export type ServiceDetailResponse = z.infer<typeof serviceDetailResponseSchema>;
