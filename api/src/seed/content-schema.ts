import { z } from 'zod';
import { MAX_PER_PAGE, serviceIconNames } from '@site/shared/contract';

/** A text in both languages, as editors write it in content files. */
const bilingual = z.object({
  ar: z.string().trim().min(1),
  en: z.string().trim().min(1),
});

/** content/services/*.yaml */
const serviceFileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: lower-case words joined by dashes'),
  sort_order: z.number().int(),
  // One of the names the site draws (shared/src/contract/service-icons.ts).
  icon: z.enum(serviceIconNames).nullable().default(null),
  image_url: z.string().min(1).nullable().default(null),
  name: bilingual,
  description: bilingual,
});

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug: lower-case words joined by dashes');
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'not a real calendar date');
const optionalBilingual = bilingual.nullable().default(null);

/**
 * An image: absent (one is generated from the item's slug), a generated illustration with its
 * motif (and optionally hue and shape), or a file under content/ (`media/photo.jpg`; SVG, PNG,
 * JPEG or WebP).
 */
const imageSpecSchema = z.union([
  z.string().regex(/^media\/[A-Za-z0-9._/-]+\.(svg|png|jpe?g|webp)$/, 'a file under content/media/ (svg, png, jpg or webp)'),
  z.object({
    motif: z.enum(['browser', 'phone', 'shop', 'chart', 'shield', 'database', 'design', 'invoice', 'team', 'social', 'poster', 'pattern']),
    hue: z.number().int().min(0).max(359).optional(),
    shape: z.enum(['landscape', 'square', 'portrait']).optional(),
  }),
]);
export type ImageSpec = z.infer<typeof imageSpecSchema>;

/**
 * content/categories/{projects,blog}.yaml: the vocabulary, in display order. At most 50 (a list
 * page's maximum): the category replies answer every category at once, so this bounds them.
 */
export const categoriesFileSchema = z
  .array(z.object({ slug, name: bilingual }))
  .min(1)
  .max(MAX_PER_PAGE);

/** content/projects/*.yaml. `description` is Markdown (sanitised HTML after import). */
export const projectFileSchema = z.object({
  slug,
  category: slug,
  date: calendarDate.nullable().default(null),
  /** completed (the default) or active (still running) */
  status: z.enum(['completed', 'active']).default('completed'),
  client: optionalBilingual,
  name: bilingual,
  description: bilingual,
  image: imageSpecSchema.optional(),
  gallery: z
    .array(z.object({ name: optionalBilingual, image: imageSpecSchema.optional() }))
    .max(40)
    .default([]),
});

/** Front matter of content/blog/*.md; the body holds `<!-- ar -->` and `<!-- en -->` sections in Markdown. */
export const blogFrontMatterSchema = z.object({
  slug,
  category: slug,
  date: calendarDate,
  is_best: z.boolean().default(false),
  name: bilingual,
  description: bilingual,
  quote: optionalBilingual,
  image: imageSpecSchema.optional(),
});

/**
 * content/clients/*.yaml. `logo`: absent (a logo is drawn from the name), or text sent as is
 * (a path relative to the API host, or a placeholder path containing `{token}`).
 */
export const clientFileSchema = z.object({
  slug,
  sort_order: z.number().int(),
  name: bilingual,
  description: optionalBilingual,
  website: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(null),
  logo: z.string().min(1).nullable().optional(),
  /** the drawn logo: its mark and hue */
  mark: z.enum(['circle', 'square', 'diamond', 'leaf', 'arc', 'hexagon']).optional(),
  hue: z.number().int().min(0).max(359).optional(),
});

/** content/portfolio/*.yaml: a design (social-media) project and its gallery of 1 to 40 images. */
export const portfolioFileSchema = z.object({
  slug,
  sort_order: z.number().int(),
  project_date: calendarDate.nullable().default(null),
  is_active: z.boolean().default(true),
  title: bilingual,
  description: optionalBilingual,
  /** generated gallery images use these motifs in turn, in this shape and hue */
  style: z
    .object({
      motifs: z.array(imageSpecSchema.options[1].shape.motif).min(1).default(['poster', 'social', 'pattern']),
      shape: z.enum(['landscape', 'square', 'portrait']).default('square'),
      hue: z.number().int().min(0).max(359).optional(),
    })
    .prefault({}),
  image: imageSpecSchema.optional(),
  gallery: z
    .array(z.object({ title: optionalBilingual, description: optionalBilingual, image: imageSpecSchema.optional() }))
    .min(1)
    .max(40),
});

const statistic = z
  .union([z.number().int().nonnegative(), z.string().min(1)])
  .nullable()
  .default(null);

/** content/pages/about.yaml */
export const aboutFileSchema = z.object({
  business_name: bilingual,
  business_description: bilingual,
  business_message: optionalBilingual,
  statistics: z.object({
    total_projects: statistic,
    team_members: statistic,
    support_available: z.string().min(1).default('99.9%'),
    years_of_experience: statistic,
    happy_clients: statistic,
    satisfaction_rate: z.string().min(1).nullable().default(null),
  }),
  /** the founding year; years_of_experience is counted from it when the statistics leave it out */
  founded: z.number().int().min(1900).max(2100).nullable().default(null),
});
export type AboutFile = z.infer<typeof aboutFileSchema>;

/** content/pages/contact.yaml */
export const contactFileSchema = z.object({
  contact_info: z.object({
    phone: z.string().min(1),
    email: z.email(),
    address: bilingual,
    working_hours: bilingual,
  }),
  social_media: z.array(z.object({ name: z.string().min(1), url: z.url({ protocol: /^https?$/ }), icon: z.string().min(1).nullable().default(null) })),
});
export type ContactFile = z.infer<typeof contactFileSchema>;

/** A service file as the import reads it: the fields above plus an optional image. */
export const serviceImportSchema = serviceFileSchema.extend({ image: imageSpecSchema.optional() });
