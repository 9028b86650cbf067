import { z } from 'zod/mini';
import { dateSchema, idSchema, imageMetaSchema, textVariantSchema } from './common';
import { okEnvelope, pageEnvelope } from './envelope';

/** One image of a portfolio gallery; `title` and `description` come as `{ar, en}` (fallback ar, then en). */
export const galleryImageSchema = z.object({
  id: idSchema,
  image_url: z.string(),
  title: z.optional(z.nullable(textVariantSchema)),
  description: z.optional(z.nullable(textVariantSchema)),
  image_meta: z.optional(z.nullable(imageMetaSchema)),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/** Which slice of a gallery a reply holds. */
export const galleriesPaginationSchema = z.object({
  total: z.int().check(z.nonnegative()),
  current_page: z.int().check(z.positive()),
  last_page: z.int().check(z.positive()),
});
export type GalleriesPagination = z.infer<typeof galleriesPaginationSchema>;

/**
 * A portfolio (social-media gallery) project. `title`/`description` come as `{ar, en}`.
 * In this API's lists `galleries` is empty and `galleries_pagination.total` is the image count
 * (a design has up to 40 images: listing them made a page of 50 designs 120 KB); an API that
 * sends no `galleries_pagination` is read as docs/product.md#the-data says, the length of `galleries` being the count.
 */
export const portfolioProjectSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: textVariantSchema,
  description: z.optional(z.nullable(textVariantSchema)),
  main_image_url: z.nullable(z.string()),
  main_image_meta: z.optional(z.nullable(imageMetaSchema)),
  project_date: z.nullable(dateSchema),
  is_active: z.boolean(),
  galleries: z.array(galleryImageSchema),
  galleries_pagination: z.optional(galleriesPaginationSchema),
});
export type PortfolioProject = z.infer<typeof portfolioProjectSchema>;

/** GET /v1/social-media (`page` default 1, `per_page` default 6, at most 50): a list with pagination. */
export const portfolioListResponseSchema = pageEnvelope(portfolioProjectSchema);
export type PortfolioListResponse = z.infer<typeof portfolioListResponseSchema>;

/**
 * GET /v1/social-media/slug/{slug} with `gallery_page`+`per_page` (1, 9), or
 * `offset`+`limit` (0, 9), or `all=true`: `data` with `galleries` (that slice) and
 * `galleries_pagination`, plus `related` (at most 3 other projects, without galleries). This
 * API always sends `galleries_pagination`; a reply without it is still read (docs/product.md#shape-variants: a total
 * of 19 is assumed: see mergeGalleryPage).
 */
export const portfolioDetailResponseSchema = okEnvelope(
  z.extend(portfolioProjectSchema, {
    related: z.optional(z.array(z.omit(portfolioProjectSchema, { galleries: true, galleries_pagination: true }))),
  }),
);
export type PortfolioDetailResponse = z.infer<typeof portfolioDetailResponseSchema>;
