import { z } from 'zod';

/** A text in both languages, as editors write it in content files. */
export const bilingual = z.object({
  ar: z.string().trim().min(1),
  en: z.string().trim().min(1),
});

/** content/services/*.yaml */
export const serviceFileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: lower-case words joined by dashes'),
  sort_order: z.number().int(),
  icon: z.string().min(1).nullable().default(null),
  image_url: z.string().min(1).nullable().default(null),
  name: bilingual,
  description: bilingual,
});
export type ServiceFile = z.infer<typeof serviceFileSchema>;
