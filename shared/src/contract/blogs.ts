import { z } from 'zod/mini';
import { categoryVariantSchema, dateSchema, idSchema, imageMetaSchema, timestampSchema } from './common';
import { okEnvelope, pageEnvelope } from './envelope';

/** A blog article (docs/product.md#the-data). `content` is sanitised HTML; `category` is `{name}` or a string. */
export const blogPostSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  content: z.string(),
  date: z.nullable(dateSchema),
  created_at: timestampSchema,
  image_url: z.optional(z.nullable(z.string())),
  image: z.optional(z.nullable(z.string())),
  image_meta: z.optional(z.nullable(imageMetaSchema)),
  quote: z.optional(z.nullable(z.string())),
  is_best: z.boolean(),
  category: z.nullable(categoryVariantSchema),
  /** who wrote it, where the content names someone (additive: our own content has none) */
  author: z.optional(z.nullable(z.string())),
  /** minutes to read the body, words / 200 rounded up, counted by the server (additive: lists carry no body to count) */
  reading_minutes: z.optional(z.int().check(z.nonnegative())),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * An article as lists carry it: what a card shows (name, description, date, category, image,
 * reading time), without the body. `content` stays readable for an API that sends it in lists
 * (docs/product.md#the-data); this API never does, so a list page stays small whatever the articles' length.
 */
export const blogListItemSchema = z.extend(blogPostSchema, { content: z.optional(z.string()) });
export type BlogListItem = z.infer<typeof blogListItemSchema>;

export const blogCategorySchema = z.object({ id: idSchema, slug: z.string(), name: z.string() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

/**
 * GET /v1/blogs (`page`, `per_page`, `search`, `category`), /v1/blogs/category/{category},
 * /v1/blogs/recent: `success`, `data.data` (list items, no bodies), a page at a time (paging.ts).
 */
export const blogListResponseSchema = pageEnvelope(blogListItemSchema);
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

/** GET /v1/blogs/{id|slug} and /v1/blogs/slug/{slug}: `success`, `data.blog` (with its body), `data.related_blogs` (list items). */
export const blogDetailResponseSchema = okEnvelope(z.object({ blog: blogPostSchema, related_blogs: z.array(blogListItemSchema) }));
export type BlogDetailResponse = z.infer<typeof blogDetailResponseSchema>;

/** GET /v1/blogs/categories: `data.categories`. */
export const blogCategoriesResponseSchema = okEnvelope(z.object({ categories: z.array(blogCategorySchema) }));
export type BlogCategoriesResponse = z.infer<typeof blogCategoriesResponseSchema>;
