import { z } from 'zod/mini';
import { categoryVariantSchema, dateSchema, idSchema, imageMetaSchema, textVariantSchema, timestampSchema } from './common';
import { okEnvelope, pageEnvelope } from './envelope';

/** A project category: slug, name (docs/product.md#the-data). */
export const projectCategorySchema = z.object({ id: idSchema, slug: z.string(), name: z.string() });
export type ProjectCategory = z.infer<typeof projectCategorySchema>;

/** One gallery item of a project (`gallaries`, spelled so on the wire: docs/product.md#shape-variants). */
export const projectGalleryItemSchema = z.object({
  id: z.optional(idSchema),
  name: z.optional(z.nullable(z.string())),
  image_url: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(z.string())),
  image_meta: z.optional(z.nullable(imageMetaSchema)),
});
export type ProjectGalleryItem = z.infer<typeof projectGalleryItemSchema>;

/**
 * A project. `description` is sanitised HTML. `image_url` or `image` (either may be absent);
 * `title` may duplicate `name`. `is_active` decides the card's completed/active label.
 */
export const projectSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  title: z.optional(textVariantSchema),
  description: z.string(),
  /** a plain-text excerpt of `description` (about 180 characters), for cards (additive: the API sends it) */
  summary: z.optional(z.string()),
  category: z.nullable(categoryVariantSchema),
  image_url: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(z.string())),
  image_meta: z.optional(z.nullable(imageMetaSchema)),
  date: z.nullable(dateSchema),
  created_at: timestampSchema,
  is_active: z.optional(z.boolean()),
  client: z.optional(z.nullable(z.string())),
  gallaries: z.optional(z.array(projectGalleryItemSchema)),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * A project as lists carry it: what a card shows (`summary`, category, image, date, client),
 * without the HTML description and the gallery, which only its page shows. Both stay readable
 * for an API that sends them in lists; this API does not, so a list page stays small.
 */
export const projectListItemSchema = z.extend(projectSchema, { description: z.optional(z.string()) });
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** A related project: id, title or name, description, image (docs/product.md#the-data). */
export const relatedProjectSchema = z.object({
  id: idSchema,
  slug: z.optional(z.string()),
  title: z.optional(textVariantSchema),
  name: z.optional(z.string()),
  description: z.string(),
  image: z.optional(z.nullable(z.string())),
  image_url: z.optional(z.nullable(z.string())),
});
export type RelatedProject = z.infer<typeof relatedProjectSchema>;

/**
 * GET /v1/projects (`page`, `per_page`) and GET /v1/projects/category/{category}: `success`,
 * `data.data` (list items), `data.last_page`, a page at a time (paging.ts).
 */
export const projectsListResponseSchema = pageEnvelope(projectListItemSchema);
export type ProjectsListResponse = z.infer<typeof projectsListResponseSchema>;

/** GET /v1/projects/{id|slug} and /v1/projects/slug/{slug}: `data.project`, `data.related_projects` (at most 3). */
export const projectDetailResponseSchema = okEnvelope(z.object({ project: projectSchema, related_projects: z.array(relatedProjectSchema) }));
export type ProjectDetailResponse = z.infer<typeof projectDetailResponseSchema>;

/** GET /v1/projects/categories: `data.categories`. */
export const projectCategoriesResponseSchema = okEnvelope(z.object({ categories: z.array(projectCategorySchema) }));
export type ProjectCategoriesResponse = z.infer<typeof projectCategoriesResponseSchema>;
